from django.apps import AppConfig


class AssistantConfig(AppConfig):
    name = "assistant"

    def ready(self) -> None:
        # A write replayed or dropped by the memory outbox updates its turn's log row
        # (issue 20 item 6): the memory layer announces it, it never imports the assistant.
        from assistant.chat.record import on_write_settled
        from memory.services import write_settled

        write_settled.connect(on_write_settled, dispatch_uid="assistant.turn_log")
