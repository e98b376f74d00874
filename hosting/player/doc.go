// Package player is griff-player's command line as a library: Main plays a game
// folder (or the built-in game) in a window, headless for a number of frames, as
// a server, or replaying a recording, and runs the commands templates, new and
// simulate. Several programs run it: cmd/griff-player, the window program
// cmd/griff-window, and the player package gamebuild builds for a game folder
// holding Go code. Each says what it can do in a Config.
//
// Decisions:
//
//   - No Ebitengine in griff-player. Ebitengine v2.8 initialises GLFW in its
//     package initialisation and panics, before main, where there is no display,
//     so a program linking it cannot even print its help on a server. This
//     package does not import it: a Config.Window function plays the window, and
//     only programs that link the window host (package hosting/player/window)
//     set one. When a window is wanted (plain play, --screenshot, --window, a
//     window --record) and Config.Window is nil, Main first checks for a display (on
//     Linux and the BSDs: DISPLAY or WAYLAND_DISPLAY, package
//     hosting/player/display) and otherwise exits with one line saying what to
//     do (ErrNoDisplay), then runs the window program
//     (gamebuild.WindowProgram) as a child process with the same arguments: the
//     standard streams are passed through, SIGINT and SIGTERM forwarded, and its
//     exit status returned (ExitError). The window program makes the same
//     check itself, in a package initialised before Ebitengine's
//     (hosting/player/display/precheck), so started by hand with no
//     display it too exits with one line. In a browser (GOOS=js) the window is
//     in the program itself.
//   - A game folder may hold Go code: a package with the game's components,
//     systems and arcs (scripts written as Go methods that pause, such as a
//     countdown waiting a second between numbers; package runtime/arc) that
//     registers a module (runtime.Module: a named set of systems and input
//     controls, enabled by naming it in project.griff's "modules", like the
//     engine's genre modules such as "platformer" under modules/). Such a
//     folder is played, in every mode, by a player built for it
//     (gamebuild.Build: the arcs' resumable code, FILE_arc.go, generated first,
//     then a program linking the game's package): the window build for a
//     window, the headless build (-tags headless) otherwise. Main runs it with
//     the same arguments; the built player has Config.GameCode set and plays
//     the folder itself, and warns when project.griff does not name a module
//     the game's Go code registers (Config.GamePackage).
//   - Built players are kept in the cache folder: $GRIFF_CACHE if set (an
//     absolute path), else the user's cache folder's griff/ (on Linux
//     $XDG_CACHE_HOME/griff or ~/.cache/griff; gamebuild.CacheDir). Deleting
//     it is safe: players are built again when needed. They are built from the
//     engine's source: $GRIFF_ROOT if set, else the clone griff-player was
//     built from, else the folder the game's go.mod replaces the engine by
//     (gamebuild.EngineRoot). Players started on one game at once wait for
//     each other's build.
//   - A flag the mode would ignore is an error (--seed or --record with
//     --replay, --check with --frames, --screenshot with --record, any of them
//     with --server), never silently dropped.
//   - --server plays the game's matches (hosting.Matches, hosting.ServeMatches):
//     up to --matches N (8) at once on the one UDP and WebSocket port, each a
//     game of its own made when a joining player finds no match with room
//     (--players N each, 1 to 7; 7 by default, every place a session has) and
//     ended once empty for 10 s, when its game ends it, or when one frame of
//     it takes over 5 s of wall time (stalled). Each match keeps its save
//     games in --saves under names prefixed with its slot ("match2.autosave":
//     match2.autosave.griffsave), so copies of one game never overwrite each
//     other's.
//   - --join ADDR of a game whose project asks for rollback or lockstep
//     mode (hosting.NetworkSettings: the fighting and strategy templates)
//     joins the server's network.RollbackRelay (relayed.go): the game is made
//     at once but takes no step until the relay has seated every player
//     (said on stderr and, as info, in the problem log the window's overlay
//     shows); then a network.Rollback or network.Lockstep (Players and Local
//     from the relay's seat, the transport network.NewRollbackLink's client
//     side) takes every step through the loop's hook (hosting.Options.Step,
//     Loop.Step), the local input playing as the seat. Lockstep mode
//     provides network.Seated from the start (seat 0 until the relay said:
//     no step reads it before). In rollback mode a machine over 30 steps
//     (relayedAhead) past the newest step every input is known for waits a
//     step, so a late start or a stall never puts the machines further
//     apart than the rollback window. A refusal, a player leaving or a driver's
//     error ends the play as a frame error naming it. --frames N with --join
//     plays such a match headless in real time to the game's step N and
//     prints "steps N hash H shared S" (S: network.SharedFingerprint, what
//     the relay compares); in host mode --join --frames is an error. The
//     waiting frames take no step, so --frames counts steps played. A desync
//     is found by the relay, printed by the server and told to every player:
//     the first is a warning in the problem log naming the step, each is
//     said on stderr; the match plays on. The window neither pauses nor
//     rewinds a joined match on its own (hosting.Loop.Step): a failed step
//     stops it for good, as F3's resume is refused with a message.
//   - --replay F --frames N stops the replay at frame N (one step a frame) and
//     prints its steps and state hash, as --frames N does; with --screenshot P
//     the replay's first N frames play in the window, the recording's events as
//     the input, and frame N is saved: a picture of any moment of a recording,
//     for bug reports and documentation. --check compares the recorded end state
//     and so takes neither.
//   - --frames N --window plays N frames of one step each in the window and
//     saves nothing (--screenshot with no picture): the window's start-up
//     measured alone, as bench/compare's start-up rows do with --frames 1.
//   - The window program (cmd/griff-window) runs MainWindow (RunWindow), not
//     Main: griff-player's command line of play, played in that process. It
//     runs no command (templates, new, simulate, export, serve) and builds no
//     player for a folder holding Go code (griff-player does both before it
//     would start the window program), so it does not link the Go toolchain's
//     packages (gamebuild, arcgen), the exporters or the balance simulator,
//     and starts sooner with less memory. Called with one of them it says to
//     run griff-player. It still links the agent (--mcp-http plays in its
//     window) and the network (--join), and every package hosting/player
//     imports stays linked, with its package initialisation, though what only
//     Main reaches is left out.
//   - A window --record is written when the window closes and also on SIGINT
//     and SIGTERM (WindowOptions.Stop ends the window as closing it does); the
//     file is written atomically (griff/atomicfile), never left half-written.
//   - --mcp and --mcp-http serve the game to an agent (package hosting/agent).
//     --mcp-http serves it while it plays in the window, so a person watches
//     (and may play along): the agent's calls run on the window's thread
//     between frames (agent.NewHostedSession). --mcp, --mcp-http with
//     --mcp-headless, and a player built without a window serve it headless,
//     stepped by the agent's tools; with --server it plays in real time with
//     the tools that change it refused unless --mcp-allow-changes.
//     With --mcp standard output is the protocol's channel, so everything else
//     goes to stderr. --mcp-http listens on loopback unless --mcp-allow-remote.
//     An agent's game keeps its save games in memory, gone when it ends, so an
//     agent saving and loading never overwrites a player's saves in the
//     default folder; --saves FOLDER gives it a folder (a copy of a player's
//     saves, say). A --server game's saves are the server's, as without --mcp.
//   - Long work shows its progress on stderr (package hosting/progress):
//     replays, recordings and --frames runs of 10,000 steps or more
//     (progressMinSteps), and every simulation, counted in steps or games. On a
//     terminal it is a bar with the percentage and an estimate of the time left;
//     otherwise a plain line per tenth of the work. Results go to stdout alone.
//   - `templates` and `new` take their templates from package hosting/templates
//     ("empty", "hello" and each linked genre module's). That package embeds
//     the hello template's files but never links its Go package, whose copy in
//     a new game registers the module "game": a player built for that game
//     links both this package and the copy, and two registrations would panic.
//   - `new` writes any template (an fs.FS); one holding .go files also gets a
//     go.mod and go.sum (gamebuild.WriteModule) so the folder builds as it is
//     from a clone of the engine, and `go generate` and `go mod tidy` work in it.
package player
