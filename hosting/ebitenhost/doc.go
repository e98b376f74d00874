// Package ebitenhost is the window host: it plays a game in a desktop window (and,
// built for GOOS=js, in a browser page) with Ebitengine, through the one game loop of
// package hosting. With package rendering/ebitenview it is the only Griff package
// that imports Ebitengine (Ebitengine opens a display when it is initialised, so
// nothing a server or a test needs may import it).
//
// Decisions:
//
//   - One Ebitengine tick is one frame of the loop: the host sets
//     ebiten.SetTPS(ebiten.SyncWithFPS), so Update runs once per displayed frame, and
//     hands the loop the real time between Updates (time.Now); the game's own fixed
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
//     Gamepads without the standard layout are ignored. The mouse position is not read
//     (griff/input has no pointer yet).
//   - Assets: an image the backend cannot read goes to the game's problem log (a
//     warning whose File is the image's path, once per file) and is drawn as a
//     magenta square. An image whose header does not read or declares more than
//     4,096 pixels a side is reported by the renderer alone (naming the entity
//     drawing it, as a headless run reports it), never decoded. When the backend reads an image again because its file changed
//     (ebitenview.Options.Reloaded), the next Update calls
//     rendering.Renderer.ReloadAssets first, so sizes and the picture agree.
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
//   - Options.Frames plays a fixed number of frames of exactly one step each with
//     vsync off and can hand back the last frame's picture: `griff-player --frames N
//     --screenshot out.png` and the tests use it (under Xvfb on a machine without a
//     display).
package ebitenhost
