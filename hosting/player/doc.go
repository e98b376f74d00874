// Package player is griff-player's command line as a library: Main plays a game
// folder (or the built-in game) in a window, headless for a number of frames, as
// a server, or replaying a recording (through package hosting/player/play), and
// runs the commands templates, new, simulate, export and serve. Two programs
// run it, cmd/griff-player and the player package gamebuild builds for a game
// folder holding Go code; the window program cmd/griff-window runs package
// play alone. Each says what it can do in a Config. The decisions about the
// modes of play (flags, --server, --join, --replay, --mcp, progress) are in
// package play's documentation.
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
//   - The window program (cmd/griff-window) links package hosting/player/play,
//     not this one: the command line of play (flags and a game folder, every
//     mode, played in that process: play.Main), which this package's Main also
//     uses for what it plays itself. This package adds the commands
//     (templates, new, simulate, export, serve), the child programs (the
//     window program, a player built for a folder holding Go code) and what
//     they need, so the window program links none of them, nor their package
//     initialisation: not the Go toolchain's packages (gamebuild, arcgen,
//     go/types, golang.org/x/tools), the exporters (brotli, html/template), the
//     balance simulator or the templates. Its binary went from 43.9 MB to 42.1
//     MB (see play's documentation for the measurements). Called with a
//     command it says to run griff-player. It
//     still links the agent (--mcp-http plays in its window) and the network
//     (--join; package hosting links the transports anyway).
//   - `templates` and `new` take their templates from package hosting/templates
//     ("empty", "hello" and each linked genre module's). That package embeds
//     the hello template's files but never links its Go package, whose copy in
//     a new game registers the module "game": a player built for that game
//     links both this package and the copy, and two registrations would panic.
//   - `new` writes any template (an fs.FS); one holding .go files also gets a
//     go.mod and go.sum (gamebuild.WriteModule) so the folder builds as it is
//     from a clone of the engine, and `go generate` and `go mod tidy` work in it.
package player
