// Package hosting runs Griff games: it reads a game folder once ([Load] makes a
// [LoadedGame]), makes games from it ([LoadedGame.NewGame], with what the host
// has in [Options]), and runs the one game loop every host runs ([Loop]): the
// window and the browser (hosting/ebitenhost), the dedicated server ([Serve];
// several matches in one process: [Matches], [ServeMatches]),
// headless runs and tests ([RunFrames]), playthroughs ([Record], [Replay]) and
// balance runs (hosting/balance); hosting/progress prints how far long runs are.
// docs/architecture.md shows one frame end to end.
//
// A host is the program around a game: it owns the window (or none), measures
// real time, reads devices and plays sound, and hands all of that to the
// game. A frame is one turn of the host's loop, one picture on screen; the game
// inside moves on in fixed steps of game time (package runtime), as many per
// frame as the real time holds.
//
// # A game folder
//
//	project.griff     JSON (camelCase keys): name, startScene, stepRate, seed, window, controls, physics, modules
//	scenes/           scene files (JSON), read once into templates
//	prefabs/          prefab files (JSON): entities spawned many times, read once into templates
//	tables/           CSV tables, loaded and checked once
//	dialogue/         conversations (.dlg, package data/dlg), read once; a mistake warns with file, line and column
//	assets/           art, fonts and sound, read while playing
//	levels/           (any name) maps of level editors that scene files name
//
// [Load] reads and checks everything but the art and sound: a malformed file is
// an error naming the file, line, column and field, so a game never starts
// half-read. Data mistakes that do not stop a game (an unknown component, a bad
// value) are kept and replayed into the problem log of every game made.
// [LoadedGame] is safe for concurrent use: a server's matches and a balance
// run's workers share one. Only a live reload changes it (below).
//
// # Scenes read when entered
//
// [LoadWith] with [LoadOptions].ScenesWhenEntered reads only the start
// scene's files (with every prefab, table and dialogue file); every other
// scene is read the first time a game loads it (a scene change,
// [LoadedGame.LoadScene]), once for every game made from the folder. The
// window player loads so; the headless modes, exports, servers and tests load
// with [Load], which reads and checks every scene first, and
// [LoadedGame.ReadScenes] reads what is left on demand. What stays the same:
// [LoadedGame.SceneNames] lists every scene from the file names (an exit to a
// scene the game lacks still warns at once, an agent still sees every
// scene), [LoadedGame.ContentHash] hashes every content file's bytes, read or
// not, and is the same either way. What moves: a scene file that does not
// read is an error of the scene change to it (the problem log names the
// file, line and column as Load's error does, and the game plays on in the
// scene it was in; the scene is read again at the next change to it, so a
// fixed file plays), and a scene's data mistakes warn when it is entered
// instead of when the game starts.
//
// Decision: Godot and Unity load a scene when the game changes to it
// (change_scene_to_file, SceneManager.LoadScene), not every scene at start; a
// player wants its first frame soon, and a developer checking a folder wants
// every mistake at once, which the headless modes (griff-player --frames 1
// FOLDER) still give. Measured with the built-in game (two scenes, each a
// scene file naming a Tiled map; cachegrind, GOGC=400 as the window program
// loads, 2026-12-04): Load 73.9M instructions, LoadWith reading the start
// scene only 43.5M; griff-window --frames 1 --window (Xvfb, GALLIUM_NOOP=1)
// 371.4M-373.5M to 351.0M-352.7M (three interleaved runs each; with
// GOGC=off, so the collector's timing does not vary, 344.3M to 313.6M), and
// its peak RSS (VmHWM, median of 7 interleaved runs) 113.1 to 112.6 MiB, the
// anonymous part 32.4 to 31.9 MiB.
//
// Where the rest of the start goes (2026-12-05, the built-in game, GOGC=off,
// cachegrind; CPU profiles of LoadWith and NewGame for the shares):
// griff-window --frames 1 --window 313.6M instructions to exit against a
// plain Ebitengine window's 235M (306.7M after the first5 helper's cheaper
// reading of the start scene, LoadWith 36.5M: see package scenes' last
// decision). LoadWith was 44.0M: reading the start scene
// file made from its map (scenes.ReadSceneTemplate of the scene with the
// map's entities put in it) about half, reading the map (scenes/tiled) a
// quarter, the prefabs a tenth, the content hash 3%, the project file 3%.
// NewGame is 7.4M, the loop's first snapshot (fault undo; the physics world's
// snapshot layout is made then) about 4.6M. The collector takes about 26M
// (a collection as the window is made, see package hosting/player/play, and
// one in the first frame), pictures and text the first frame draws most of
// the rest. The content hash is made at load, not when first asked for:
// every snapshot records it (runtime.Game.SetContent), the loop's first one
// before the first step among them. (Reading the scene file's ids in one
// pass of jsontext where a level's entities are put in it was measured at
// 1.4M fewer instructions to exit, 0.4%, and not kept: a second reader of
// the file for nothing that shows.)
//
// Then (the first6 helper, issue 20, same measure): 307.0M to 290.9M
// instructions to exit (medians of four and two runs, both programs built
// alike), each cut with the same results. The first frame's pictures:
// premultiplied in place instead of Ebitengine's draw.Draw copy (package
// ebitenview, 4.5M), the glyph atlas upload one store a texel (0.5M).
// Reading the start map: a layer's CSV in one loop (package tiled, 2.5M), a
// tilemap's cells for its tile set in one loop (package visual, 1.7M),
// template copies of slices of plain values in one copy (package scenes'
// deepCopy, 3.7M), values an upgrade or expansion left as the file gives
// them not checked again (0.3M), entity places counted with bytes.Count
// (0.44M), the map's 96 property overrides checked by decoding each into its
// field (package scenes/level, ComponentType.DecodeField, 1.1M). Package
// initialisation: the component models of the 141 registered types (scenes'
// buildModel) 6.6M to 4.9M. Peak RSS did not rise: 107.2 to 106.8 MiB
// (VmHWM, medians of 7 interleaved runs of copies of both programs; the
// anonymous part 31.9 to 31.4 MiB). CPU time to exit (wait4), per
// interleaved round, after/before: medians 0.934 and 0.944 (two sets of 7
// rounds), though 1.006 in a set of 11 before the last two cuts: the machine
// was busy. Against the plain window (bench/compare -only-startup, 7 rounds,
// six interleaved runs each) 1.22x-1.31x before, 1.18x-1.28x after.
//
// Then (the first7 helper, issue 20, same measure): 290,975,530 and
// 291,103,402 to 286,625,705 and 286,901,789 instructions to exit (two runs
// of each), each cut with the same results. A TMX <object> read by a token
// walk instead of encoding/xml's reflection (package tiled, 0.6M; what is
// left of reading the map is encoding/xml's tokens, about 3M, most of it the
// layers' CSV text byte by byte). The physics walls' cells written without
// json.Marshal (1.5M), and the snapshot codec's layout hash made without
// fmt, its plans skipping fields by a set, its check of cp's layout done in
// the space it harvests rather than a second cp.NewSpace (1.5M; newSnapCodec
// alone 3.2M to 1.6M). A Griff.Tilemap's cells read in one pass (package
// visual, 0.7M). Peak RSS did not rise (109,344 to 109,092 KiB, medians of 7
// interleaved runs). Left: the content hash is about 3M (SHA-256 of the
// folder's 98 KB of content files, about 31 instructions a byte); the start
// scene's ids read by encoding/json where the map's entities are put in it
// about 2M (see above); reading the prefabs and the scene file (package
// scenes) about 3.6M and 10M of LoadWith's 28.5M; and image/png's Paeth
// filter takes 3.4M of the pictures' decoding (hills.png, 480x160, has 31
// rows filtered by Paeth), which encoding the file with other filters would
// save without changing a pixel.
//
// Then (the first8 helper, issue 20, same measure): 286,654,801,
// 287,245,549, 286,660,494 and 286,588,059 to 273,115,626 and 273,465,954
// instructions to exit (four runs before, two after), each cut with the same
// results, about (flat differences of a probe that only loads the folder):
// the pictures that are not opaque written by the built-in game's artgen
// with rows filtered None, Sub or Up, never Paeth (package assets; the same
// pixels, and .png is not in the content hash: 3.1M); a map's CSV tile data
// taken from the TMX bytes, encoding/xml handed only its line feeds (package
// tiled, 2.1M); the start scene's ids read by one pass of a scanner
// (scanSceneIDs, 1.6M; encoding/json reads a file it is not sure of); scene
// and prefab files parsed by a hand-written scanner before jsontext (package
// scenes/internal/jsontree, 1.6M, and long arrays of plain numbers checked in
// one loop, 0.64M); a level's map[string]any components written without
// encoding/json's reflection (package scenes/level, 1.1M); values an
// expansion rewrote (the walls' cells) taken as valid JSON when they are
// plain arrays of numbers and booleans (0.87M); runs of a tile layer's equal
// cells taken once (package tiled, 0.73M); the cells' decoding stepping over
// commas in its loop (0.65M); error paths made without fmt (0.2M). Peak RSS
// did not rise: 109,228 to 109,212 KiB (medians of 7 interleaved runs of
// copies of both programs). Left: the content hash (about 3M, see above);
// encoding/xml's tokens for the map's other elements (about 1.7M); the
// scanners' own cost (the scene file is scanned twice, once for its ids,
// about 0.7M, and once into its tree); decoding the cells from the scene
// file's text (about 1.3M: the map's tilemaps are written into the scene
// file and read back, by design, see "Tilemaps drawn from a map").
//
// Aseprite sprite sheets (the JSON Aseprite exports beside the PNG) are read
// at Load too: an entity of a scene or prefab with a Griff.Aseprite component
// ([aseprite.Source], {"file": "art/hero.json"}) gets the sheet's tags as the
// clips of its AnimationSet (package scenes/aseprite says how), in prefab
// templates at once and in scenes as LoadScene makes them. Decision: the
// sheet is named by its own component rather than a field of AnimationSet, so
// the saved fields of AnimationSet, and the fingerprints of every game using
// it, stay as they were. A sheet that does not read warns, naming the entity
// and the file's line, and the entity keeps the clips its file gives.
//
// # Tilemaps drawn from a map
//
// A Griff.Tilemap of a scene file may take its cells from a tile layer of a
// level editor's map (a Tiled .tmx or .tmj, read by package scenes/tiled)
// instead of writing them:
//
//	"Griff.Tilemap": {"map": "levels/level1.tmx", "mapLayer": "Ground",
//	                  "tileset": "assets/tiles.png", "tileSize": 16, "layer": 0}
//
// Load replaces "map" and "mapLayer" with what the map's layer gives: "width",
// "cells", the tile set's collision ("tiles", which the physics walls beside
// the tilemap read, "fromTilemap"), "tileset" and "tileSize", and what the
// layer's tiles need to be drawn as in Tiled: "flips", "animations",
// "images" and, for a layer with a parallax factor, "parallaxShift" and
// "parallaxOrigin" (see visual.Tilemap). Everything else
// is the scene file's ("layer", the draw layer; "tint"; "columns"): the
// layer's offset and opacity in the map are not read, the entity places and
// tints the tilemap. A "tileset" or "tileSize" the component gives that
// differs from the map's warns, naming the file and line, and the map's is
// used, as its cells number that tile set's tiles. A map that does not read,
// a layer the map has not (the message lists its layers), or a layer drawing
// tiles of several tile sets is an error naming the tilemap's line, and the
// tilemap is empty. The map and its tile sets are files of the scene: saving
// one in Tiled reloads the scene, and ContentHash covers them. A tilemap takes
// the map's tile layer only: if the map also has objects naming prefabs and
// the scene does not name the map at its top level ("map", which places
// them, and the map's tile layers with them), the log says so once
// (information naming the map and the scene).
//
// Decision: this is done on the scene file's text, before package scenes reads
// it, so the entities, their ids and their order are the file's whatever the
// map holds (a playthrough's fingerprint hashes them: the built-in game's
// levels moved from cells in the scene files to Tiled maps with every
// fingerprint unchanged), and the walls read the cells as if the file had
// written them. The replaced object is written on one line followed by as
// many line breaks as it spanned, so every other line of the file keeps its
// number for problems.
//
// # Problems of entities made from a map
//
// A scene made from a map (a map in scenes/, or one a scene file names at
// its top level) is read from a scene file written from the map, which
// nobody wrote. A problem or error about an entity made from one of the
// map's layers or objects, found as the scene is read (a property setting a
// field to a value it cannot take) or while the game plays, names the map
// file and the line and column of the layer or object in it
// (scenes.SceneTemplate.SetWhere), and the entity by its path, which is the
// layer's and object's names; an error names the component and field at
// fault, not their place in the written scene file.
//
// # Making a game
//
// [LoadedGame.NewGame] makes a runtime.Game with the project's step rate and
// seed (or the host's), the start scene, the prefabs, and the built-in systems
// (the systems every game has, runtime/builtins, given the folder's options by
// [LoadedGame.BuiltinOptions])
// around the systems of the project's modules (genre packages such as
// "platformer", named in project.griff) and the host's own. The host gives only
// what it has: an input source, a sound output, a save folder, where problems go.
// The game's controls are the input actions (named things a player does, such
// as "jump") its modules declare with their default bindings (the keys and
// buttons that do them), rebound action by action by the project's "controls" object
// ([ProjectControls]); a project without one plays with the modules' defaults.
//
// # The loop
//
// [Loop.Frame] hands the real time since the previous frame to the game, which
// takes the fixed steps it holds, then draws through a [View] (the host's
// drawing, given the blend: how far the frame is between the last two steps).
// ExampleLoop shows it, and ExampleLoad a folder loaded and played by a
// program of your own. Nothing in the
// loop reads a clock: the host measures time and passes it in. A panic in a step
// or an error of the view is caught, reported as a [FrameError], and pauses the
// game; the host decides what to show. Decision: a game is never played on
// from a step that panicked halfway. The loop takes a snapshot after every
// step (into [Loop.Timeline]; runtime.Timeline), and resuming after such a
// fault first puts the game back to the snapshot taken as that step began,
// saying so in the problem log, so the step runs again from a whole state; a
// host may rewind further through the timeline instead. Decision: a game a
// network driver steps through [Loop.Step] (a joined rollback or lockstep
// match) is never put back or resumed by the loop, since that would take
// this machine out of step with the others: no snapshot is taken, and
// [Loop.Resume] refuses a game paused by a failed frame, with a message in
// the problem log. Script faults are not frame errors: they
// are caught inside each entity's fault boundary (the panic is recorded in the
// problem log and that entity's code set aside; package runtime) and the game
// goes on.
//
// # Save games
//
// A host that lets its game save gives a store in [Options].Saves: a
// [FolderStore] on the desktop (in [DefaultSaveDir], the user's configuration
// folder then griff/GAME/saves, or a folder the player names), a
// saves.MemoryStore on a server or in a test, a BrowserStore (the page's
// localStorage, built for GOOS=js only) in a browser. [LoadedGame.NewGame] then adds the saves system
// (runtime/saves), which names the project and its [LoadedGame.ContentHash]
// in every save. The loop hands the saves system the step boundary after the
// steps of each frame (saves.System.Between: the saves and loads asked for,
// the writes that finished; a game paused in a menu still saves), the files
// are written off the game's goroutine, and
// [Loop.Close], which every host calls when it stops, waits for the last
// write. A game without a store has no saves service and plays on without
// saving.
//
// # Watchdog
//
// Go cannot stop a step that never ends (a script hook with an endless loop),
// so the hosts name it instead: a [Watchdog] (a goroutine that watches the
// game from outside) looks at the game's where record
// ([runtime.Game.Where]: the step, entity and hook running now) every 0.75 s and, when one step
// has run longer than [Options.StallAfter] (default [DefaultStallAfter], 3 s;
// negative turns it off), writes which step, system, entity, component and
// hook it is in on the console ([Serve]'s output, the window host's log),
// once per step; when the step ends the loop puts the same in the problem log
// ([Loop.Watchdog]), naming the entity by path. The browser (GOOS=js) has one
// thread: there the loop times each frame and a frame longer than the threshold
// is reported when it ends, with the step number only. The watchdog reads
// atomics and changes no result.
//
// # Live reload
//
// [LoadedGame.Reload] reads again the files a host says changed (slash paths
// inside the folder, as a file watcher reports them): a scene or prefab file
// replaces its template, a table file makes the whole table set read again,
// an Aseprite sheet makes the scenes and prefabs naming it read again,
// and changed images and sounds are listed for the host ([Changes]). The new
// templates and tables replace the old ones at once (the games made from the
// folder see the old library or the new one, never half of each). A file that
// does not read keeps the old version, with one problem naming the file (and
// its line and column). [LoadedGame.ReloadGame] then applies the changes to a
// running game between two frames: it restarts the scene being played if its
// file changed (keeping the clock, the game's Rand and the systems' state, as
// a scene change does), hands the game the new table set, makes its sound
// system read changed sounds again, and puts the problems in its log.
// project.griff and Go files do not reload: the first change of each puts a
// note in the log saying to restart the player. The window host
// (hosting/ebitenhost) watches the folder and calls it; its package
// documentation says what each change does and what it costs. Nothing in
// hosting or below reads file times.
//
// # Playthroughs
//
// A playthrough is a recorded session that can be played again to the same
// result: it records the input of every step and the game's state digest (a
// readable list of the game's whole state, runtime.Game.StateDigest) at the end, with the game's name, the folder's content hash ([LoadedGame.ContentHash])
// and the event count, so a damaged file or a replay into another game or a
// changed folder is refused. Every recorder (a headless --record, a window
// session) builds its file with the one constructor, so a recording always
// replays with --check.
//
// Decision: a playthrough's step count is bounded by [MaxSteps] alone (10,000,000
// steps, over 46 hours at 60 steps a second), not by its content. No tighter
// bound follows from the file: the input events say when input changed, not how
// long the game ran, so a recording with no events at all is any length (a
// headless --record --frames N writes exactly that), and the state digest is a
// hash that cannot be checked without playing. A long replay is instead shown:
// [Options.Progress] is told the steps taken after each frame, and
// `griff-player --replay` prints it (package hosting/progress).
//
// # Sound
//
// A LoadedGame keeps one sound library over its folder (made by Load), shared
// by every game made from it, so each effect is decoded once per output rate
// whatever the number of games. NewGame gives the game a mixer when the host
// has an output (Options.Output): the mixer runs at the output's rate and the
// output is started on it. An output that failed to open (Options.OutputError)
// or does not start is reported in the game's problem log and the game plays
// without sound, exactly as a server does.
//
// The player's sound settings are saved with the player's other settings in
// [SettingsFileName] in the save folder (Options.SaveDir), under "sound":
//
//	{
//	  "sound": {
//	    "effects": 1,
//	    "master": 0.8,
//	    "music": 0.5,
//	    "muted": false
//	  }
//	}
//
// They are read when the game is made and written each time they change
// (sounds.Sounds.SetSettings). The player's beat calibration (runtime/beat's
// audio/visual latency) sits beside them under "beat": {"latencyMs": 40},
// read the same way and written by beat.Beat.SetSettings.
// Other sections of the file are kept as they are. A file that does not read
// warns in the problem log and the defaults are used; the next change writes a
// good file. The file is written atomically (griff/atomicfile), so a crash
// leaves the old settings or the new ones, never half a file; a write that fails
// is an error in the game's problem log naming the file.
//
// # Decisions on files
//
//   - project.griff, scene and prefab files may start with a UTF-8 byte order
//     mark, as CSV tables may; it is skipped, and lines and columns in errors
//     count from the text after it, as an editor shows them.
//   - A key given twice in one object of project.griff is an error naming the
//     second, as in scene files (encoding/json would keep the last silently).
//   - Prefabs that spawn each other in a cycle (a spawns b spawns a, or a spawns
//     a; see scenes.PrefabCycles) warn once when the folder is loaded, naming
//     the prefab files; spawning itself stays bounded (runtime/lifetime).
//   - project.griff is at most [MaxProjectFileSize] bytes (1 MiB) and a scene
//     or prefab file at most scenes.MaxFileSize (2 MiB, about 20 times the
//     built-in game's largest scene; its documentation gives the memory reading
//     one takes). Load checks the size the file system reports and reads no more
//     than the bound plus one byte, so a huge file is refused, with an error
//     naming it and the bound, before it is read. A string in a scene file is
//     bounded by the file's size alone.
package hosting
