"""One APIRouter per resource of the Agent Memory 1.1 REST API (contract §1.2)."""
