"""A player's state answers for a model or a Group's members without walking the Force each
time (issue 19: the Force tree of a 1,000-model Force asked 200 Groups for their members, each
walk of 1,000 models: a third of an edit). The answers are the plain walk's."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from app.rules.campaign.state import CampaignModel, PlayerState, freeze, group_honours


class _Counted(tuple):  # type: ignore[type-arg]
    """The state's models, counting the walks over them."""

    walks = 0

    def __iter__(self) -> Iterator[CampaignModel]:
        type(self).walks += 1
        return super().__iter__()


def _state(n: int) -> PlayerState:
    models = [CampaignModel(f"m{i}", "tactical_marine", "core", freeze({"WS": 4}),
                            group_id=f"g{i // 5}" if i % 7 else None,
                            honours=("plus_ws",) if i % 5 == 1 else ())
              for i in range(n)]
    return PlayerState("1", models=_Counted(models))  # type: ignore[arg-type]


def test_lookups_are_the_walks_answers() -> None:
    state = _state(200)
    models = tuple(state.models)
    for gid in {m.group_id for m in models} | {None, "nowhere"}:
        if gid is None:
            continue
        assert state.members(gid) == tuple(m for m in models if m.group_id == gid)
        first = next((m for m in models if m.group_id == gid and not m.artillery), None)
        assert group_honours(state, gid) == (first.honours if first else ())
    for m in models:
        assert state.model(m.uid) is next(x for x in models if x.uid == m.uid)
        assert state.has_model(m.uid)
    assert not state.has_model("nowhere")
    with pytest.raises(KeyError, match="nowhere"):
        state.model("nowhere")


def test_a_state_walks_its_models_once_for_every_group_and_uid() -> None:
    state = _state(1000)
    _Counted.walks = 0
    gids = sorted({m.group_id for m in tuple.__iter__(state.models) if m.group_id})
    for gid in gids:
        state.members(gid)
        group_honours(state, gid)
    for i in range(1000):
        state.model(f"m{i}")
    assert len(gids) > 150 and _Counted.walks == 2  # once for the Groups, once for the uids
