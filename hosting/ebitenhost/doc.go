// Package ebitenhost is the window host: it plays a game in a desktop window (and,
// built for GOOS=js, in a browser page) with Ebitengine, through the one game loop of
// package hosting. With package rendering/ebitenview it is the only Griff package
// that imports Ebitengine (Ebitengine opens a display when it is initialised, so
// nothing a server or a test needs may import it).
//
// Decisions:
//
//   - One Ebitengine tick (one call of Update) is one frame of the loop: the host sets
//     ebiten.SetTPS(ebiten.SyncWithFPS), so Update runs once per displayed frame, and
//     hands the loop the real time between Updates (time.Now; in a browser, the
//     display's frame time, see "In a browser"); the game's own fixed
//     step (package runtime) decides how many steps that is. Update reads the devices,
//     runs hosting.Loop.Frame (the steps, then rendering.Renderer.Build into the
//     frame's draw list), and Draw runs the list with ebitenview under the loop's
//     fault handling (hosting.Loop.Do): a panic or a failed draw is reported to
//     Options.Log and pauses the game, and the window stays open.
//   - The screen is the game's logical size (the project's window width and height,
//     default 960×540) whatever the window's: Ebitengine scales it to fit the window
//     keeping the aspect ratio, with black bars, filtered linearly or, with
//     window.pixelArt, nearest-neighbour. The scale is not rounded to whole numbers.
//     The screen is cleared to opaque black every frame before the list is drawn.
//   - Vsync is on; F11 switches fullscreen; closing the window ends Run with nil,
//     and so does closing Options.Stop (a program closes it on SIGINT and
//     SIGTERM, so an interrupted session's recording is still written).
//   - Input: every frame the keyboard, the mouse buttons and each gamepad that has the
//     standard layout (W3C Gamepad standard mapping, Ebitengine's
//     StandardGamepadButton/Axis) are read into an input.DeviceState and handed to an
//     input.Live, which the game reads as its input source; one local player reads
//     the keyboard, the mouse and the first gamepad. Keys are matched to
//     Ebitengine's by name (both use the W3C UI Events code names). Triggers are read
//     both as buttons (pressed past Ebitengine's threshold) and as axes (0..1).
//     Gamepads without the standard layout are ignored. The cursor, the wheel and
//     the touches are read in the game's logical pixels (Ebitengine reports them in
//     Layout's coordinates, which are the project's window size whatever the real
//     window's), so a click hits the same button at every window scale; the
//     keyboard player gets them as pointer events (griff/input KindPointer, ...).
//     Decision: the cursor counts only once it has moved since the window opened
//     (or a mouse button went down); one resting where the window happened to
//     open is no choice of the player's, and would otherwise focus the menu
//     button under it, so that Enter (or an agent's UIAccept) chose that button.
//     Each frame's events carry the moment the devices were read (Live.FrameAt,
//     input.Event.At): the game clock's present once the frame's time is added,
//     as steps after the start of the step the events count in (readAt). It is
//     known to a frame, since Ebitengine reads the devices once a frame: at 60 Hz
//     and 60 steps a second every event is at 1, at 144 Hz the frames' moments
//     are 60/144 of a step apart. A recorded session (Options.Record) keeps them.
//   - Assets: an image the backend cannot decode is handed to the renderer
//     (rendering.Renderer.ImageFailed), which reports it once per file in the
//     game's problem log naming the first entity drawing it, the warning a
//     headless run gives for the same file, and it is drawn as a magenta square. An image whose header does not read or declares more than
//     4,096 pixels a side is reported by the renderer alone (naming the entity
//     drawing it, as a headless run reports it), never decoded.
//   - Window: the project's window size is the game's logical screen, made one a
//     window can have (ScreenSize: 960×540 for a side of 0 or less). Decision:
//     the screen's memory is bounded, not only its sides: at most MaxScreenSide
//     (8,192) pixels a side and MaxScreenPixels (16,777,216, 4,096×4,096, 64 MiB
//     an image) in all, a larger one made smaller keeping its shape, so a
//     project asking 1e9×1e9 or 16,384×16,384 plays at 4,096×4,096 instead of
//     failing to make its framebuffer. One warning names project.griff when the
//     screen is not the project's or its sides are in a ratio above MaxAspect. The window opens
//     at that size times the largest whole scale (at most 8) that fits the
//     monitor less room for the title bar, borders and panels (a tenth of each
//     side, at least 80 pixels), so a 480×270 game opens at 2× on a 1280×720
//     screen; a screen larger than the monitor is shrunk to fit, each side at
//     least MinWindowSide; the picture is letterboxed into it.
//   - Controls are hosting.ProjectControls: the actions the game's modules read
//     with their default bindings (runtime.Module.Controls), rebound action by
//     action by the project's "controls" object. So a platformer project without
//     one moves with the arrows, WASD, the d-pad and the left stick, and jumps
//     with Space, the up arrow, W or A. A game with no module and no controls
//     has nothing bound.
//   - The view system (runtime/view: sprite animation, camera following) is in
//     every game hosting.LoadedGame makes, windowed or not, so a headless replay
//     plays the same game.
//   - Problems on screen: while the game's problem log (scenes.Problems) has
//     entries, a badge in the top right corner counts them ("! 3"), red if one is
//     an error, amber for warnings, grey for notes. F1 (OverlayPanelKey) expands
//     it into a panel over the top of the screen listing the newest problems that
//     fit, oldest of them first, each cut to the screen's width; F1 again
//     collapses it. F2 (OverlayDismissKey) hides the overlay until a new problem
//     is recorded. When a step panics the game pauses on it, the failure is in
//     the problem log, and F3 (OverlayResumeKey) resumes it: the game is put back
//     to the snapshot taken as that step began and plays on (hosting.Loop). Function keys because games rarely bind them and they sit in
//     the same place on every keyboard layout (a console's backquote key does
//     not). The overlay is drawn onto the game's logical screen after the game,
//     so it scales with the window and is in a screenshot, set with
//     rendering/text in Go Regular at a 30th of the screen's height (8 to 16
//     pixels). It reads the log and is no part of the game: the fingerprint and
//     what goes to Options.Game.Problems (the console) do not change.
//   - Options.Frames plays a fixed number of frames of exactly one step each with
//     vsync off and can hand back the last frame's picture: `griff-player --frames N
//     --screenshot out.png` and the tests use it (under Xvfb on a machine without a
//     display).
//
// # In a browser
//
// Built for GOOS=js, Run plays in the page (Ebitengine makes the canvas and
// runs Update once per requestAnimationFrame). What differs from a window:
//
//   - Frame time: Update reads the document timeline's current time, which
//     during a frame is the time requestAnimationFrame hands its callbacks
//     (the frame's vsync, not when Go got to run), and a frame pacer turns
//     it into the frame's length: it learns the display's refresh rate (a
//     whole number of hertz, from the last 64 frames) and hands each frame
//     on as a whole number of that rate's periods, keeping the difference
//     (at most 12% of a period) for the next. So the steady pattern of steps
//     the game's 12% snap (runtime.SnapTolerance) gives a steady display
//     holds at 60, 120 and 144 Hz with browser jitter (1,1,1...; 1,0,1,0...;
//     five steps in every twelve frames), and a dropped frame takes two
//     steps. Tests drive the pacer with synthetic timestamps.
//   - Problems: each problem of the game's log is also added to the page,
//     as a <div class="griff-problem griff-SEVERITY"> in the element with
//     id ProblemsElementID ("griff-problems"), made at the end of the body
//     if the page has none.
//   - globalThis.griff is the page's handle on the game, for the page's own
//     scripts and for tests: state() ("loading" until the first frame is
//     drawn, "running", "faulted" while paused on a failed step, "ended"
//     when a replay is over), tick(), fingerprint() (runtime.Game.Fingerprint),
//     problems() (the log as strings), held() (the input actions held now),
//     firstFrame() (performance.now() when the first frame was drawn, ms),
//     network() (the network service's answers: {online, host, player,
//     players}; a page joins a server with ?join=ws://host:port in its
//     address), and replay(bytes[, stepsPerFrame]), which plays a playthrough file (as
//     griff-player --record writes it) as a new game from its start with the
//     file's seed and input, stepsPerFrame steps a frame, and stops at its
//     last step, so a test hands the page a replay instead of timing key
//     events and compares the fingerprint with a native build's. A file that
//     does not read or was recorded with another game throws an Error.
//   - Keyboard and gamepads come through Ebitengine as on the desktop: the
//     page's key events (by W3C code name, so layouts do not matter) and the
//     browser's Gamepad API, where a pad the browser maps to the standard
//     layout is read like a desktop one. Sound starts at the first click,
//     key or touch (the browsers' autoplay policy; see NewSoundOutput).
//   - Saves: the player keeps save games in the page's localStorage
//     (hosting.BrowserStore).
//
// # Live reload
//
// While a game read from a folder on disk plays in real time, the host watches
// the folder (every folder in it, and folders made later, but hidden ones such
// as .git) with the operating system's file notifications (fsnotify: inotify on
// Linux, FSEvents or kqueue on macOS, ReadDirectoryChangesW on Windows); nothing
// polls file times. Options.Watch names another folder to watch (the tests use
// it with a fixed number of Frames) and Options.NoWatch turns watching off. The
// built-in game, embedded in the program, has nothing to watch.
//
// Debounce: editors save a file in steps (a temporary file renamed over it, or a
// truncate and several writes), so the watcher reports the files changed only
// once the folder has been quiet for [Debounce] (100 ms), or [MaxDebounce] (1 s)
// after the first change if it never goes quiet. The next Update, before that
// frame's steps (so never in the middle of a step), hands the paths to
// hosting.LoadedGame.ReloadGame, which does what each file means:
//
//   - scenes/NAME.json: the scene being played restarts from the new file, as a
//     scene change to it would: every entity starts again where the file puts
//     it. Kept: the clock (game time and the step count), the game's Rand, a
//     pending scene change, and the state of every system (world scripts go on;
//     the scripts of the scene's entities end with them and start again with
//     the new ones). Decision: restart rather than merge. A developer editing a
//     level expects the new level; merging an edit into running entities (as
//     Godot's editor does property by property while it runs a game) needs to
//     know what was edited, which a saved file does not say. What is not in the
//     scene file is kept, as Defold's hot reload keeps a script's state while
//     it swaps the script's code. Another scene's file is read for the next
//     change to that scene.
//   - prefabs/NAME.json: the prefab's template; the next spawn copies it, and
//     what was spawned before is left as it is.
//   - tables/*.csv: the whole table set is read again (formulas may name other
//     tables; a removed table file removes its table) and replaces the game's
//     (runtime/tables.Replacer); entities
//     already filled from a row keep their values until their scene comes in
//     again.
//   - images (.png, .jpg, .jpeg, .gif): the view reads the file again at the
//     next Draw (ebitenview.View.Reload) and the renderer reads its size again
//     (rendering.Renderer.ReloadAssets) for the same frame, so a picture whose
//     size changed is drawn at its new size at once.
//   - sounds (.wav, .ogg): forgotten by the folder's sound library and the
//     game's sound system (runtime/sounds.Forgetter), so the next play reads
//     the file; voices already playing finish as they were.
//
// A file that does not read (malformed, too large, removed) keeps the version
// read before and puts one error in the problem log naming the file, with the
// line and column where the reader gives them; the game never panics on it,
// and saving the file fixed reloads it. Each reload is said on Options.Log
// ("ebitenhost: reloaded scenes main (the scene being played restarted)").
//
// Not reloaded: project.griff (the window, the controls, the modules are made
// once) and Go files (components, systems, scripts). A changed Go file needs the
// game built again and resumed from a save taken just before, which needs
// whole-game saves (Griff issue 12); until then, restart the player. The first
// change of each such file in a session puts one note in the problem log
// ("info: game/countdown.go: changed: Go code and project.griff are read at
// start; restart the player to use the change").
//
// A session recorded with Options.Record across a reload does not replay: the
// recording holds the folder's content hash from the start (see
// hosting.LoadedGame.ContentHash), and the log says so when it happens.
//
// Measured on the development machine (Linux, Xvfb, 2 shared cores), from the
// write of a scene file to the frame that shows it: about 100-120 ms to the
// watcher's report (the debounce and inotify) and 105-135 ms to the frame
// drawn, with 5-8 ms of the process's CPU time in between (the reload, one
// frame); a real-time window shows the change within one more display frame
// (17 ms at 60 Hz) of the report. TestEditTimes logs the numbers. The reload
// itself grows with the scene: reading and restarting the built-in game's
// 110 KB start scene takes about 19 ms of CPU
// (hosting's BenchmarkReloadGame_builtinStartScene), so a large level shows
// about 140 ms after it is saved.
package ebitenhost
