// Package export ships a Griff game: Web writes a folder a web server serves
// (the game as WebAssembly, Go's loader script, a page, precompressed copies),
// Desktop writes one executable for Linux or Windows, and Handler serves a
// web export. griff-player's `export` and `serve` commands (package
// hosting/player) run them.
//
// Decisions:
//
//   - The game's files are embedded in the program (package hosting/gamebuild
//     with Options.Embed: a generated main with //go:embed, built in a module
//     of the cache), not fetched by the page as an archive. One file to
//     download, compress and cache; no second loader, no archive format to
//     parse in Go or JavaScript; the browser's missing file system (where
//     `open project.griff` fails with "not implemented on js") never comes into
//     it; and the web and desktop exports are the same program built for two
//     systems. A game folder with Go code (components, systems, arcs) is linked
//     the way griff-player links it to play it (gamebuild.Build). The cost: a
//     changed picture rebuilds the program (the link, about as long as a
//     first build's last step), which an export does once anyway.
//   - The built-in game is exported by building the player with no folder: it
//     plays the built-in game already.
//   - Web: the program is built with GOOS=js GOARCH=wasm, -ldflags="-s -w"
//     (no symbol table or debug information: smaller, and a game's player
//     needs neither) and the engine's determinism flags
//     (hosting.DeterministicGCFlags), so the browser simulates the same bits as
//     the desktop. wasm_exec.js, which runs the program, is copied from the
//     toolchain that built it (GOROOT/lib/wasm, misc/wasm before Go 1.24): the
//     two must match. The page, index.html, loads the program with fetch
//     streaming and shows the bytes received (of the uncompressed size, which
//     the export writes into the page, since a compressed transfer's
//     Content-Length says nothing of the bytes the page sees), says so clearly
//     when the browser lacks WebAssembly or WebGL, and starts the game on a
//     click ("click to play"): browsers let sound start only after a gesture
//     (the autoplay policy), so the program starts inside the click and every
//     audio context made (Ebitengine's, through oto) is resumed on it. The
//     page sizes the area the game draws into at a whole-number scale of the
//     project's logical size (window.width and window.height), the largest
//     that fits, centered: Ebitengine fills the page's body, so the page sizes
//     the body. Pixel art stays crisp.
//   - The page has two places the program fills: #griff-problems, the game's
//     problem log, and #griff-message, a message over the game (also used by
//     the page for a missing WebAssembly or WebGL, or a failed download). A
//     program that exits with an error (a game folder that does not load, a
//     panic) would otherwise leave a black page and its reason only in the
//     console: the page keeps the last 16 KiB the program writes and, on a
//     non-zero exit, lists those lines in #griff-problems and says in
//     #griff-message that the game stopped.
//   - Every text and program file of a web export (the .wasm, .js and .html)
//     gets a gzip (compress/gzip, best compression) and a brotli copy
//     (github.com/andybalholm/brotli, quality 11) beside it, named FILE.gz and
//     FILE.br, so a server sends them without compressing on every request.
//     Handler serves them when the request's Accept-Encoding allows (brotli
//     first), with Content-Encoding and Vary: Accept-Encoding.
//   - Desktop: one executable with the game inside, the window player. For
//     Linux it is built with cgo (Ebitengine's GLFW and ALSA need it, so only
//     on a Linux machine with their headers: scripts/deps.sh installs them);
//     for Windows with CGO_ENABLED=0, which Ebitengine supports there, from any
//     machine. macOS needs cgo and Apple's toolchain (Xcode's command line
//     tools), which cannot cross-compile from Linux: a Mac user runs
//     `griff-player export --desktop --os darwin game/ out/` on the Mac.
//   - Every export carries THIRD_PARTY_NOTICES.txt: the licence files
//     (LICENSE*, LICENCE*, COPYING*, NOTICE*) of every module the program
//     links, from the module cache, found with `go list -deps` on the very
//     build (gamebuild.Linked), so a dependency added later is listed without
//     anyone remembering to, plus Go's own (the runtime and standard library
//     are linked into every program). The Go fonts' licence is in a README
//     beside the fonts rather than the module's LICENSE: it is added when a
//     gofont package is linked. Modules built from a folder (the engine, the
//     game) are the game developer's own and are not listed.
//   - Before building, export loads the game as the player does
//     (hosting.Load) and refuses one that does not load (a malformed scene or
//     prefab, a missing start scene), with the load error: a broken game
//     must not ship silently and fail only in a player's hands. A folder's
//     own components and arcs, which this program does not link, are only
//     problems in that load's log, so a folder with Go code exports. A
//     desktop export for a system other than linux, windows and darwin is
//     refused before anything is built. Compressing prints a line a copy
//     (the file and its size, then the copy's size): brotli at quality 11
//     takes minutes for a game's wasm.
//   - Export refuses an output folder inside the game folder (the export
//     would copy itself into the next export) and writes into an existing
//     folder, replacing the files it writes and leaving others. Writing a
//     file first removes its .gz and .br copies of an earlier export, so an
//     export stopped before compressing (Ctrl+C in the minutes brotli takes)
//     never leaves an old game's copy that a server would send instead.
package export
