"""One chat turn, away from the socket (issue 13 "Structure").

- `frames`: decoding and validating the panel's websocket frames (issue 12 items 3, 4);
- `turn`: `run_turn`, which opens the chat, sets up memory, recalls, runs the agent and
  streams through a `send` callback;
- `record`: the background record step (turn, fact judge, facts, turn log) and Close;
- `turn_state`: `Chat`, `TurnState` and `keep`, which `turn` fills and `record` reads;
- `fragments`: the frames' HTML, from the panel template's partials.
"""
