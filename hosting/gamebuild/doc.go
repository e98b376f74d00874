// Package gamebuild builds programs with the Go toolchain for griff-player
// (package hosting/player): the player of a game folder that holds Go code
// (Build), and the window program (WindowProgram).
//
// Decisions:
//
//   - A game with Go code (components, systems, arcs) needs a program that
//     links its package, so griff-player builds one: a generated main that
//     imports the game's package, every genre module and hosting/player, built
//     into the cache (CacheDir) and run with the player's arguments. The
//     window build links Ebitengine; every other mode runs the headless build
//     (-tags headless), which needs no display.
//   - Arcs are generated first (runtime/arc/arcgen), every time the game's Go
//     files changed, so an arc edited without `go generate` plays as edited.
//   - A built program is reused while what it was built from is the same: the
//     engine's source (every file's path, size and modification time), the Go
//     toolchain and build settings, and the game's Go files, go.mod and go.sum
//     (their contents). A warm start costs a walk of the engine's folder and a
//     hash of the game's files, a few milliseconds; the go command is not run.
//   - The engine's source folder is found without configuration in a clone
//     (EngineRoot); GRIFF_ROOT overrides it.
//   - Builds use the engine's determinism flags (hosting.DeterministicGCFlags),
//     so a game's player computes the same results as griff-player.
//   - The build runs in a module of the cache, never in the game's folder or
//     the engine's, so neither gets a file it did not have.
package gamebuild
