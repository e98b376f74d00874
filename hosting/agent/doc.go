// Package agent is Griff's agent surface: a Model Context Protocol (MCP) server,
// on the official Go SDK (github.com/modelcontextprotocol/go-sdk), that lets an
// AI assistant or a test tool play a running game the way a person would and see
// what a person sees. MCP is the protocol such assistants call tools through:
// JSON-RPC messages over a program's standard input and output or over HTTP.
// `griff-player --mcp [folder]` serves a game on standard input and output,
// `--mcp-http 127.0.0.1:7331` over HTTP.
//
// The tools (each has a description the client lists):
//
//   - scene_tree, find_entity: entities with their components' saved fields,
//     read through the component model (scenes.ComponentType.Encode), as a scene
//     file writes them; an entity is named as the game names it (a name or a
//     path, scenes.Scene.Find) or by "#id". Every tool that names one entity
//     takes it as "entity" (set_field, find_entity, destroy); find_entity and
//     destroy took "name" before and still accept it as a former key (the tool
//     schema has users: scripts and agents' saved prompts), an error when it
//     disagrees with "entity".
//   - list_components, describe_component: every component type, its fields'
//     JSON keys, Go types, zero values as saved, and doc comments.
//   - problems: the game's problem log (its data's mistakes).
//   - set_field, spawn, destroy: change the scene, through the component model
//     (and set_field's "Transform": an entity's position, rotation, scale)
//     (scenes.ComponentType.Decode) and runtime.Game.Spawn and Destroy.
//   - press, release: actions through the game's input source (input.Live.Push),
//     so they count in the next step exactly as a person's key would, and are
//     recorded like one; an optional at places them within that step
//     (input.Event.At, for a rhythm game's judgement), as a window stamps a
//     person's key with the moment it read it.
//   - step, run: fixed steps as fast as the machine goes (repeatable), or real
//     time (as a window plays).
//   - screenshot: a PNG drawn by the software backend (rendering/softdraw),
//     lights, shadows and screen effects included.
//   - save_snapshot, load_snapshot: runtime.Game.Snapshot and Restore, kept by
//     name in the session.
//   - start_recording, stop_recording: a playthrough file (hosting.Playthrough)
//     griff-player --replay plays back.
//   - fingerprint: runtime.Game.Fingerprint.
//   - playtest_report: what the modules' systems say about play
//     (runtime.PlaytestReporter), such as a platformer's player position,
//     health and coins.
//
// Decisions:
//
//   - The agent's game is headless and steps only when a tool says so: a
//     session (Session) owns the game, its loop (hosting.Loop, with the same
//     image-checking view as a headless run) and a live input source nothing
//     but the agent presses into. The same presses before the same steps give
//     the same game, bit for bit, as a scripted headless run
//     (TestAgentPlaysBuiltinGame checks the fingerprints).
//   - A game in a window (griff-player --mcp-http without --mcp-headless) is
//     the window's: NewHostedSession makes a session that owns no game, and
//     the window host calls Session.Between on its thread before each frame's
//     steps (ebitenhost.Options.Between). A tool call waits in a queue until
//     then, so no tool touches the game from the MCP server's goroutines; at
//     most 64 calls run per frame. The window drives time: the game plays in
//     real time whatever the agent does, and the devices play along with the
//     agent's presses. step runs its steps at once between two frames (the
//     window stands still meanwhile, and that time is not handed to the game
//     afterwards); run waits its seconds off the game's thread while the
//     window plays, then answers where the game got to. A windowed game is not
//     repeatable step for step: use a headless one (--mcp, --mcp-headless) to
//     compare fingerprints. start_recording is refused (the window's game is
//     not started again; griff-player --record FILE records it). The
//     screenshot is drawn by the software backend from the game's state, not
//     read back from the window's frame: the same picture a headless game
//     gives (within the backends' rounding, tests/softdraw_window_test.go), at
//     the game's logical size, without the problem overlay.
//   - With --server the game plays in real time (Session.Serve) and tools take
//     turns with its frames under the session's lock. Tools that change a
//     server game (set_field, spawn, destroy, press, release, step, run,
//     load_snapshot, start_recording) are refused with ErrRefused unless
//     Options.AllowChanges (--mcp-allow-changes).
//   - --mcp-http listens on loopback only unless --mcp-allow-remote
//     (ListenHTTP refuses other addresses with ErrRemote): anyone reaching the
//     port can play and change the game.
//   - A recording starts the game again from its first step, since a
//     playthrough is the input of every step from the start with the seed.
//     Changing the game other than by input while recording (set_field, spawn,
//     destroy, load_snapshot) makes stop_recording refuse: the playthrough would
//     not replay to the same state.
//   - Component documentation comes from the sources at build time: a running
//     program has none. go generate in this folder (hosting/internal/docgen)
//     writes componentdocs.json, embedded in the program;
//     TestComponentDocsAreFresh fails while it is stale, and
//     TestEveryEngineComponentIsDocumented while a registered type or saved
//     field of the engine has no doc comment. A game's own component types
//     (Go code in its folder) are documented the same way when griff-player
//     builds the game's program (hosting/gamebuild): the same extraction runs
//     over the game's packages, and a generated file of the program hands
//     the result to RegisterComponentDocs. A type registered under a name
//     computed at run time is described without docs.
//   - Errors: a malformed JSON-RPC message gets a JSON-RPC error and the
//     server reads on. Over HTTP, checkBodies answers a POST body the SDK
//     cannot read with a JSON-RPC error object (HTTP 400; 415 for a
//     Content-Type other than application/json, 413 over 4 MiB) instead of
//     the SDK's plain-text 400. On standard input ServeStdio checks each line before the
//     SDK reads it, since the SDK's stdio transport ends the connection on the
//     first message it cannot read: a line that is not JSON gets a parse error
//     (-32700), JSON that is no JSON-RPC 2.0 message, a batch (MCP 2025-06-18
//     has none) or a line over 16 MiB an invalid-request error (-32600).
//     A tool's bad arguments (the wrong type, out of range, naming nothing)
//     get a tool error saying what is wrong. Nothing an agent sends panics or
//     ends the connection (FuzzRequests, FuzzHTTPBodies). Entity lookups by
//     name that find nothing warn in the problem log, as the game's own
//     would.
//   - Results are compact JSON text; the screenshot is an image content.
//
// A Session's methods and its server's tools are safe for concurrent use: each
// takes the session's lock (a hosted session's tools run on the game's thread
// instead). Order is another matter: over standard input (ServeStdio) tool
// calls run one at a time in the order their lines arrive, so a client may
// send step, press, step without waiting; over HTTP each call runs when its
// request is handled, so a client that needs an order waits for each answer
// before sending the next call.
package agent
