// Package gamebuild builds programs with the Go toolchain for griff-player
// (package hosting/player): the player of a game folder that holds Go code
// (Build), and the window program (WindowProgram).
//
// Decisions:
//
//   - A game with Go code (components, systems, arcs) needs a program that
//     links its package, so griff-player builds one: a generated main that
//     imports the game's package, every genre module (the engine's packages
//     under modules/, each registering a runtime.Module, a named set of
//     systems and controls a game enables in project.griff's "modules") and
//     hosting/player, built into the cache (CacheDir: $GRIFF_CACHE, else the
//     user's cache folder's griff/) and run with the player's arguments. The
//     window build links Ebitengine; every other mode runs the headless build
//     (-tags headless), which needs no display.
//   - Arcs are scripts written as Go methods that pause (package runtime/arc);
//     their resumable code, FILE_arc.go beside each script file, is generated
//     (runtime/arc/arcgen). The build generates it first, every time the
//     game's Go files changed, so an arc edited without `go generate` plays as
//     edited. The generator loads the game's package in the build module (see
//     below), so it sees the engine the player is built with whatever the
//     game's go.mod says; a package that does not load cleanly (a go.mod that
//     provides no engine, an import that fails) stops the build with what went
//     wrong, and no generated file is written or removed.
//   - Players started on one game at once wait for each other: the build of a
//     game holds a lock on the game folder and on its cache entry (flock on
//     unix; an exclusive lock file elsewhere) while it generates and builds.
//   - A game folder that cannot be written, so its arcs cannot be brought up to
//     date, and a cache that cannot be written, are errors saying what to do;
//     GRIFF_CACHE must be an absolute path.
//   - A built program is reused while what it was built from is the same: the
//     engine's source (every file's path, size and modification time), the Go
//     toolchain and build settings, and the game's Go files, go.mod and go.sum
//     (their contents). A warm start costs a walk of the engine's folder and a
//     hash of the game's files, a few milliseconds; the go command is not run.
//   - The engine's source folder is found without configuration in a clone
//     (EngineRoot); GRIFF_ROOT overrides it. A player built with -trimpath
//     finds it from the game's go.mod (its replace of the engine).
//   - Builds use the engine's determinism flags (hosting.DeterministicGCFlags),
//     so a game's player computes the same results as griff-player.
//   - The build runs in a module of the cache, never in the game's folder or
//     the engine's, so neither gets a file it did not have.
//   - A game's own component types are documented for agents
//     (describe_component of griff-player --mcp) as the engine's are: before
//     it builds, Build extracts their doc comments from the game's packages
//     with the engine's extractor (hosting/internal/docgen) into the build
//     module's componentdocs.go, which hands them to
//     agent.RegisterComponentDocs when the program starts. The game's Go files
//     are part of what a program is reused for, so an edited comment builds
//     again.
//   - Exports (package hosting/export) build with the same Build and
//     Options.Embed: the game's data files (all but Go source, go.mod, go.sum
//     and names starting with '.') are copied into the cache module's folder
//     game/ and embedded with //go:embed (the go command embeds only files of
//     the module it builds, and follows no link), and the generated main sets
//     player.Config.Game, so the program plays them with no folder beside it.
//     Options.GOOS, GOARCH and LDFlags build for a browser (js/wasm) or
//     another system; each target has its own cache entry (exports/), so an
//     export never replaces the player griff-player runs. Linked lists what a
//     built program links (go list -deps in its build module), for the
//     export's third-party notices.
package gamebuild
