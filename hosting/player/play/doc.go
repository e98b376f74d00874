// Package play is griff-player's command line of play as a library: Main plays
// a game folder (or the built-in game, or a game built into the program,
// Config.Game) in this process: in a window (Config.Window), headless for a
// number of frames, as a server, replaying a recording, joining a network
// game or serving an agent. It is everything the window program
// (cmd/griff-window) runs; package hosting/player, griff-player's whole
// command line, uses it for what it plays itself and adds the commands
// (templates, new, simulate, export, serve) and the child programs.
//
// Decisions:
//
//   - This package imports nothing that only griff-player's commands and
//     child programs need (gamebuild and the Go toolchain's packages, the
//     exporters, the balance simulator, the templates): a program links every
//     package it imports with its package initialisation, even where no code
//     of it is reached, so the window program, which links only this package,
//     is smaller, starts sooner and holds less memory. Measured on
//     griff-window --frames 1 --window (the built-in game, Xvfb with
//     GALLIUM_NOOP=1, 2026-12-04, a loaded two-core machine): the binary went
//     from 43.9 MB to 42.1 MB; instructions to exit (cachegrind, GOGC=off so
//     the collector's timing does not vary, GODEBUG=cpu.rdtscp=off, which
//     valgrind 3.19 needs) from 377.0M to 376.6M, and peak RSS (VmHWM, median
//     of 5 interleaved runs) from 119,312 kB to 117,780 kB, within the runs'
//     spread of about 5 MB. The rest of the binary resident at the first frame
//     (about 28 MB of the program's own pages, against 6.5 MB for a plain
//     Ebitengine window) is mostly what this package does link: the scenes
//     package's generic code instantiated per component type, the genre
//     modules, Ebitengine's shader compiler, the network's TLS and HTTP, and
//     the agent (the MCP SDK, about 1.5 MB). It still links the agent
//     (--mcp-http plays in the window) and the network (--join; package
//     hosting links the transports anyway).
//   - The modes that play in the window load the game with
//     hosting.LoadOptions.ScenesWhenEntered: the start scene is read before
//     the first frame, every other scene when first entered (a malformed one
//     then warns in the problem log, naming its file and line, and the game
//     stays in its scene). Replays load so too, so a recording made in the
//     window replays headless though a scene it never entered does not
//     read. The other headless modes (runs of frames, --server, the agent
//     without a window) read and check every scene first, as before:
//     griff-player --frames 1 FOLDER checks a folder.
//     Decision and numbers: package hosting's documentation, "Scenes read
//     when entered".
//   - Main refuses griff-player's commands and folders holding Go code (one
//     line saying to run griff-player), which package hosting/player runs
//     before it would start the window program.
//   - A flag the mode would ignore is an error (--seed or --record with
//     --replay, --check with --frames, --screenshot with --record, any of them
//     with --server), never silently dropped.
//   - --server plays the game's matches (hosting.Matches, hosting.ServeMatches):
//     up to --matches N (8) at once on the one UDP and WebSocket port, each a
//     game of its own made when a joining player finds no match with room
//     (--players N each, 1 to 7; 7 by default, every place a session has) and
//     ended once empty for 10 s, when its game ends it, or when one frame of
//     it takes over 5 s of wall time (stalled) while the process spent at
//     least a quarter of that on the CPU (hosting.StallCPUShare): a frame a
//     paused process (SIGSTOP, a suspended VM) took seconds over is said in
//     the log and the match goes on, its players coming back to their
//     places. The server's log says, a line each, when a player loses their
//     connection, comes back, leaves or does not come back in time (at most
//     5 such lines a second, then their count), and, at most once a second,
//     how many connections it refused (hosting.MatchesOptions.Log). Each
//     match keeps its save games in --saves under names prefixed with its
//     slot ("match2.autosave": match2.autosave.griffsave), so copies of one
//     game never overwrite each other's.
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
package play
