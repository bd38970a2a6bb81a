"""A dialog for each campaign step, and the campaign's history timeline.

Each dialog works on rules objects alone (``PlayerState``, ``Force``, ``TeamList``,
``CampaignSettings``, dice) and exposes its confirmed result through ``result_value()`` after
``accept()`` (``build_result()`` for the current inputs); nothing is applied by the dialog.
:mod:`app.ui.steps.flow` opens them over the store and applies their results with the store's
step methods; :mod:`app.ui.steps.screens` builds filled examples for screenshots.

=========================  ==========================================  ======================
step                       dialog                                      result
=========================  ==========================================  ======================
1 build a Team             :class:`~app.ui.steps.team.BuildTeamDialog`  ``Team``
2 record a game            :class:`~app.ui.steps.game.RecordGameDialog` ``GameRecord``
3 injuries                 :class:`~app.ui.steps.injuries.InjuriesDialog` ``InjuriesResult``
4 RP and Renown            :class:`~app.ui.steps.rewards.RewardsDialog` ``RewardsResult``
5 spend RP                 :class:`~app.ui.steps.spend.SpendDialog`     ``SpendResult``
history                    :class:`~app.ui.steps.history.HistoryView`   —
=========================  ==========================================  ======================
"""
