"""The notice of a step dialog opened on a kept draft (context "StepDialogs",
app/ui/steps/common.py). Terms follow docs/glossary.md ("brouillon", "черновик")."""

T = {
    "What you entered last time is back: a kept draft.": (
        "Ce que vous aviez saisi la dernière fois est revenu : un brouillon conservé.",
        "Введённое в прошлый раз вернулось: это сохранённый черновик."),
    "Start o&ver": ("Recomm&encer", "Начать &заново"),
    "Forget the draft and open the dialog again, empty": (
        "Oublier le brouillon et rouvrir la fenêtre, vide",
        "Забыть черновик и открыть окно заново, пустым"),
}
