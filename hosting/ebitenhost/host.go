package ebitenhost

import (
	"errors"
	"fmt"
	"image"
	"image/color"
	"io"
	"io/fs"
	"os"
	goruntime "runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/hosting/debugview"
	"github.com/griffengine/griff/rendering"
	"github.com/griffengine/griff/rendering/drawlist"
	"github.com/griffengine/griff/rendering/ebitenview"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/scenes"
)

// Options say how Run plays a game. The zero value opens a window and plays with the
// keyboard, mouse and gamepads until the window is closed, reading assets from the
// folder the game was loaded from.
type Options struct {
	// Game is what the game is made with (hosting.LoadedGame.NewGame). If Game.Input is
	// nil the game reads the host's devices through an input.Live with the game's
	// controls (hosting.ProjectControls); otherwise it reads Game.Input and the
	// devices are ignored. Every game made by hosting.LoadedGame has the view system
	// already.
	Game hosting.Options
	// Assets is the game folder, where images and fonts are read by path
	// ("assets/hero.png"). The default (nil) is the folder lg was loaded from
	// (hosting.LoadedGame.Files).
	Assets fs.FS
	// Frames, when above 0, plays exactly that many frames, each handed exactly one
	// step's duration whatever the real time (so the result is the same on any
	// machine), with vsync off, then ends. The default (0) plays in real time until
	// the window is closed.
	Frames int
	// Screenshot, with Frames above 0, receives the last frame's picture: the game's
	// logical size in pixels, premultiplied RGBA. Run returns its error. Nil takes none.
	Screenshot func(*image.RGBA) error
	// Log receives frame errors (a panic in a step or a failed draw, after which the
	// game is paused) and the watchdog's word on a step that runs longer than
	// Game.StallAfter (3 s; see hosting.Watchdog), which also goes to the problem
	// log once the step ends. Images that cannot be read go to the game's problem
	// log instead (see Run). The default (nil) is os.Stderr.
	Log io.Writer
	// NoSound plays without opening the sound device. With Frames above 0 the
	// device is never opened either. Otherwise Run opens it (NewSoundOutput); a
	// device that will not open is reported in the game's problem log and the game
	// plays without sound.
	NoSound bool
	// Record, when not nil, receives the playthrough of the session when the window
	// closes: the input events per step and the end state (hosting.Playthrough),
	// so `griff-player --replay` can play it again.
	Record io.Writer
	// Watch is the game folder on disk whose changed files reload while the game
	// plays (see "Live reload" in the package documentation). The default ("")
	// is, when Frames is 0, the folder lg was read from if it is a folder on disk
	// (hosting.Load of an os.DirFS); a game read from elsewhere (the built-in
	// game, embedded in the program) and a run of a fixed number of Frames
	// watch nothing.
	Watch string
	// NoWatch turns live reload off, whatever Watch says.
	NoWatch bool
	// Stop, when not nil, ends Run when it is closed, as closing the window does
	// (the recording is written, Run returns nil): a program closes it on SIGINT
	// and SIGTERM so an interrupted session still ends cleanly. The default
	// (nil) never ends Run.
	Stop <-chan struct{}
	// DebugOverlay lets DebugKey toggle the debug overlay (package
	// hosting/debugview): the outlines of colliders, hitboxes (sensor
	// shapes), triggers and cameras' bounds, and a graph of each recent
	// frame's step and draw times, which Run measures. The default (false)
	// offers none: the player offers it for a game folder, and for an
	// exported game only when asked (griff-player --debug-overlay). Drawing
	// it changes nothing in the game.
	DebugOverlay bool
	// DebugKey names the key that toggles the debug overlay, as Ebitengine
	// names keys ("F3", "F4", "Backquote"); the default ("") is "F3". While
	// a game is paused on a fault, F3 resumes it instead (OverlayResumeKey).
	DebugKey string
	// Between, when not nil, runs on the game's thread at the start of every
	// Update, before the frame's steps, with the window's game, its loop and
	// the input the devices feed (nil when the game reads Game.Input): how a
	// program serves the playing game to an agent (hosting/agent's
	// Session.Between runs the agent's queued calls there). It may step the
	// loop; the real time it takes is not handed to the game as frame time.
	Between func(g *runtime.Game, loop *hosting.Loop, live *input.Live)
}

// Run opens a window for the game lg and plays it until the window is closed (or
// Options.Frames have been played), then returns nil. The window has the project's
// title and logical size (window.width and height, default 960×540) and can be
// resized: the picture is scaled to fit with black bars, nearest-neighbour when the
// project asks for pixel art. F11 switches fullscreen on and off.
//
// An image the backend cannot read (missing, corrupt, too large) is reported once per
// file in the game's problem log, as a warning naming the scene file, the first
// entity drawing it and the image (the warning a headless run gives), and is
// drawn as a magenta square.
//
// Files of the game folder changed on disk reload while the game plays (Options.Watch;
// see "Live reload" in the package documentation). When an image is read again, Run
// makes the renderer read image sizes again (rendering.Renderer.ReloadAssets), so a
// picture whose size changed is drawn at its new size.
//
// Run must be called from the program's main goroutine, once per process (an
// Ebitengine rule). It returns an error if the project's controls are bad, the game
// cannot be made, the screenshot cannot be taken, or Ebitengine fails.
func Run(lg *hosting.LoadedGame, opts Options) error { return run(lg, opts, hooks{}) }

// hooks are what tests put in the place of the machine; the zero value is the
// machine's.
type hooks struct {
	// devices returns the device state of frame (0 for the first Update); nil
	// reads Ebitengine's keyboard, mouse and gamepads.
	devices func(frame int) *input.DeviceState
	// ticks is the watchdog's clock (hosting.WatchdogOptions.Ticks); nil is
	// the wall clock.
	ticks <-chan time.Time
	// keys returns the keys that went down in frame (0 for the first Update), for
	// the problem overlay; nil reads Ebitengine's keyboard.
	keys func(frame int) []ebiten.Key
	// reported is told each batch of paths the file watcher reports, from its
	// goroutine; nil tells nobody.
	reported func(paths []string)
	// drawn is told the screen after each Draw, with the number of frames
	// drawn so far (1 for the first); nil tells nobody.
	drawn func(frame int, screen *ebiten.Image)
}

// run is Run with the hooks of a test.
func run(lg *hosting.LoadedGame, opts Options, hk hooks) error {
	h, err := newHost(lg, opts, hk)
	if err != nil {
		return err
	}
	w := lg.Project.Window
	ebiten.SetWindowTitle(title(lg))
	monitor := monitorSize()
	scale := 1
	if opts.Frames <= 0 {
		scale = windowScale(h.size, monitor)
	}
	if s := h.ui.savedScale(); s > 0 {
		scale = s // the player's choice in the settings panel
	}
	h.ui.scale = scale
	win := windowSize(h.size, scale, monitor)
	ebiten.SetWindowSize(win.X, win.Y)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetScreenFilterEnabled(!w.PixelArt)
	ebiten.SetTPS(ebiten.SyncWithFPS)
	ebiten.SetVsyncEnabled(opts.Frames <= 0)
	if h.sound != nil {
		defer h.sound.Close()
	}
	h.startWatch(lg, opts, hk.reported)
	defer h.stopWatch()
	if h.watch != nil && goruntime.GOOS != "js" { // on js the loop times frames instead
		h.watch.Start()
		defer h.watch.Stop()
	}
	err = ebiten.RunGameWithOptions(h, &ebiten.RunGameOptions{InitUnfocused: opts.Frames > 0})
	if cerr := h.loop.Close(); cerr != nil { // waits for the last save
		fmt.Fprintln(h.log, cerr)
	}
	if err != nil {
		return fmt.Errorf("ebitenhost: %w", err)
	}
	if h.err == nil && h.rec != nil {
		h.err = h.writeRecord(opts.Record)
	}
	return h.err
}

// writeRecord writes the session's playthrough to w.
func (h *host) writeRecord(w io.Writer) error {
	if err := h.rec.Playthrough(h.game).Write(w); err != nil {
		return fmt.Errorf("ebitenhost: writing the recording: %w", err)
	}
	return nil
}

// decorationRoom is the room, in device-independent pixels, left on each axis of
// the monitor for the window's title bar and borders and the desktop's panels
// when choosing the window's scale: 10% of the side, at least 80 pixels.
func decorationRoom(side int) int { return max(80, side/10) }

// windowScale is the whole number the window's size is the game's logical size
// times: the largest (at most maxWindowScale) at which the window fits the
// monitor less room for decorations (decorationRoom), so a small pixel-art
// screen is not tiny and no window is cut off; 1 if even that does not fit
// (windowSize then shrinks it) or the monitor is not known (zero).
func windowScale(size, monitor image.Point) int {
	if size.X <= 0 || size.Y <= 0 || monitor.X <= 0 || monitor.Y <= 0 {
		return 1
	}
	w, h := monitor.X-decorationRoom(monitor.X), monitor.Y-decorationRoom(monitor.Y)
	return max(1, min(maxWindowScale, w/size.X, h/size.Y))
}

// maxWindowScale is the largest scale a window opens at: 8, a 320×180 screen
// on a 4K monitor.
const maxWindowScale = 8

// title is the window's title: the project's window title, else its name, else the
// folder's.
func title(lg *hosting.LoadedGame) string {
	switch {
	case lg.Project.Window.Title != "":
		return lg.Project.Window.Title
	case lg.Project.Name != "":
		return lg.Project.Name
	}
	return lg.Name
}

// host is the ebiten.Game that runs the loop.
type host struct {
	captured bool // the pointer is held (capture.go)
	loop     *hosting.Loop
	game     *runtime.Game
	live     *input.Live // nil when the game reads another source
	dev      *devices
	renderer *rendering.Renderer
	view     *ebitenview.View
	list     drawlist.List
	size     image.Point
	log      io.Writer

	frames, drawn int
	updates       int                                // Updates run so far
	devices       func(frame int) *input.DeviceState // see hooks; nil: dev
	last          time.Time                          // when the previous Update ran; zero before the first
	screenshot    func(*image.RGBA) error
	stop          <-chan struct{} // Options.Stop: nil never ends
	done          bool            // the last frame is drawn: end at the next Update
	err           error           // what Run returns

	sound *SoundOutput       // nil without sound
	rec   *hosting.Recording // nil unless recording
	watch *hosting.Watchdog  // nil when Options.Game.StallAfter < 0

	screen *ebiten.Image // the target of the current Draw, for drawFn
	drawFn func() error  // draws the list onto screen; made once so Draw allocates nothing

	over      *overlay              // the problem overlay
	pressed   func(ebiten.Key) bool // whether a key went down this frame, for over
	badImages map[string]bool       // images reported in the problem log, by path

	lg      *hosting.LoadedGame                   // the game's folder, for live reload
	files   *watcher                              // nil: no live reload
	onDrawn func(frame int, screen *ebiten.Image) // hooks.drawn

	page *page // the browser page (GOOS=js, see page_js.go); nil elsewhere

	debug     *debugview.Overlay // nil: no debug overlay
	debugKey  ebiten.Key         // toggles debug
	stepTime  time.Duration      // the last frame's steps, measured for debug
	buildTime time.Duration      // the last frame's draw-list build

	ui      uiLink                                                      // what the window follows of the game's UI
	between func(g *runtime.Game, loop *hosting.Loop, live *input.Live) // Options.Between
}

func newHost(lg *hosting.LoadedGame, opts Options, hk hooks) (*host, error) {
	h := &host{size: ScreenSize(lg.Project), log: opts.Log, frames: opts.Frames, screenshot: opts.Screenshot,
		stop: opts.Stop, dev: newDevices(), devices: hk.devices, onDrawn: hk.drawn, between: opts.Between}
	if h.log == nil {
		h.log = os.Stderr
	}
	gopts := opts.Game
	h.page = newPage(lg, opts)
	gopts = h.page.options(gopts)
	if gopts.Input == nil {
		controls, err := hosting.ProjectControls(lg.Project)
		if err != nil {
			return nil, err
		}
		h.live = input.NewLive(controls, input.PlayerDevices{Keyboard: true})
		gopts.Input = h.live
		gopts.Controls = controls // the settings panel rebinds what the window maps
	}
	if opts.Record != nil {
		h.rec, gopts = hosting.NewRecording(lg, gopts)
	}
	if !opts.NoSound && opts.Frames <= 0 && gopts.Output == nil && gopts.OutputError == nil {
		if out, err := NewSoundOutput(0); err != nil {
			gopts.OutputError = err
		} else {
			h.sound, gopts.Output = out, out
		}
	}
	g, err := lg.NewGame(gopts)
	if err != nil {
		return nil, err
	}
	h.game = g
	h.ui = newUILink(g)
	h.over, h.pressed = newOverlay(g.Problems(), lg.Name), overlayKeys(h, hk.keys)
	warnScreen(g, lg)
	if opts.Assets == nil {
		opts.Assets = lg.Files()
	}
	h.renderer = rendering.NewRenderer(rendering.Options{Screen: h.size, Assets: opts.Assets, Workers: goruntime.NumCPU()})
	h.view = ebitenview.New(opts.Assets, h.renderer.Atlas(), ebitenview.Options{
		PixelArt: lg.Project.Window.PixelArt,
		Problems: h.imageProblem,
	})
	if err := h.setDebug(opts); err != nil {
		return nil, err
	}
	h.loop = &hosting.Loop{Game: g, View: builder{h}, Report: h.reportFault, Step: hosting.StepHook(gopts, g)}
	if gopts.StallAfter >= 0 {
		h.log = hosting.LockedWriter(h.log) // the watchdog writes from its own goroutine
		h.watch = hosting.NewWatchdog(g, hosting.WatchdogOptions{After: gopts.StallAfter, Ticks: hk.ticks,
			Report: func(s hosting.Stall) { fmt.Fprintln(h.log, "ebitenhost: "+s.String()) }})
		h.loop.Watchdog = h.watch
	}
	h.drawFn = func() error { return h.view.Draw(h.screen, &h.list) }
	h.page.attach(h)
	return h, nil
}

// imageProblem hands an image the backend cannot decode to the renderer, once
// per file, which reports it in the game's problem log naming the entity
// drawing it, as a headless run does (rendering.Renderer.ImageFailed); an
// error that names no image goes to the log. An image whose header the backend
// cannot read, or refuses, is left out: the renderer reads the same header and
// has reported it.
func (h *host) imageProblem(err error) {
	var ie *ebitenview.ImageError
	if !errors.As(err, &ie) {
		fmt.Fprintln(h.log, err)
		return
	}
	if ie.Header || h.badImages[ie.Name] {
		return
	}
	if h.badImages == nil {
		h.badImages = map[string]bool{}
	}
	h.badImages[ie.Name] = true
	h.renderer.ImageFailed(ie.Name, ie.Err) // reported at the next Build, naming the entity
}

// builder is the hosting.View of the window: it builds the frame's draw list after the
// steps, which Ebitengine's Draw then runs, with the debug overlay on it when it is on.
type builder struct{ h *host }

var _ hosting.View = builder{}

// Draw builds the list of g's frame, timing it for the debug overlay.
func (b builder) Draw(g *runtime.Game, blend float64) error {
	h := b.h
	start := h.now()
	h.renderer.Build(g, blend, &h.list)
	if h.debug != nil {
		h.debug.Append(g, h.renderer, &h.list)
	}
	h.buildTime = h.now().Sub(start)
	return nil
}

// Update reads the devices and runs one frame of the loop.
func (h *host) Update() error {
	if h.done || h.stopped() {
		return ebiten.Termination
	}
	if inpututil.IsKeyJustPressed(ebiten.KeyF11) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	h.page.update(h)
	h.over.update(h.pressed)
	faulted := h.loop.Faulted()
	if faulted && h.pressed(OverlayResumeKey) {
		h.loop.Resume() // the next frame puts the game back to the failed step's start (refused, and said, in a network match)
	}
	if h.debug != nil && h.pressed(h.debugKey) && !(faulted && h.debugKey == OverlayResumeKey) {
		h.debug.Toggle()
	}
	h.runBetween()
	h.capturePointer()
	start := h.now()
	h.frame()
	h.stepTime = h.now().Sub(start) - h.buildTime // the loop's frame builds the list too
	return nil
}

// runBetween runs Options.Between, and moves the previous Update's time on by
// the time it took, so the next frame is not handed it as real time.
func (h *host) runBetween() {
	if h.between == nil {
		return
	}
	t := time.Now()
	h.between(h.game, h.loop, h.live)
	if !h.last.IsZero() {
		h.last = h.last.Add(time.Since(t))
	}
}

// reportFault writes an error that ended a frame to the log and, when a step
// panicked (the game is paused on it), puts it in the problem log too, where
// the overlay shows it with the key that resumes the game.
func (h *host) reportFault(err error) {
	fmt.Fprintln(h.log, err)
	switch {
	case h.loop.Faulted() && h.loop.Step != nil: // a network match's machine: never put back (hosting.Loop.Step)
		h.loop.Game.Problems().Report(scenes.Problem{Severity: scenes.SeverityError,
			Message: fmt.Sprintf("%v; the game is stopped: it is one machine of a network match, which cannot be put back here", err)})
	case h.loop.Faulted():
		h.loop.Game.Problems().Report(scenes.Problem{Severity: scenes.SeverityError,
			Message: fmt.Sprintf("%v; the game is paused: F3 puts it back to the start of that step and plays on", err)})
	}
}

// stopped reports whether Options.Stop is closed.
func (h *host) stopped() bool {
	select {
	case <-h.stop:
		return true
	default:
		return false
	}
}

// frame hands the devices' state to the game's input, stamped with the moment
// it was read (see readAt), and runs one frame of the loop.
func (h *host) frame() {
	h.beforeFrame()
	d := h.frameTime()
	if h.live != nil {
		at := readAt(h.game.Clock(), d)
		if h.devices != nil {
			h.live.FrameAt(h.devices(h.updates), at)
		} else {
			h.live.FrameAt(h.dev.read(), at)
		}
	}
	h.updates++
	h.reloadChanged()
	h.loop.Frame(d) // an error was reported and paused the game
	h.afterFrame()
}

// readAt is the moment devices read now stand at on the game's clock, in
// steps after the start of the next step the game takes (input.Event.At):
// the time the clock already owes (Blend) plus this frame's real time d as
// the clock is about to count it (at most runtime.MaxOwed, and a d within
// runtime.SnapTolerance of whole steps as exactly those, so a 60 Hz display
// at 60 steps a second reads at exactly 1: the end of the step the frame
// takes). That is the clock's present moment once the frame's steps are
// taken, as steps after the first of them, the one the frame's events count
// in: above 1 in a frame that takes a step after owing part of one (up to
// 1 + 60/144 at 144 Hz), up to MaxOwed's 6 steps in a frame that fell
// behind. Ebitengine reads the devices once a frame, so a press is known to
// a frame's length (7 ms at 144 Hz), not to when the key went down.
func readAt(c *runtime.Clock, d time.Duration) float64 {
	step := c.StepDuration()
	d = min(d, max(runtime.MaxOwed, step))
	if n := (d + step/2) / step; n >= 1 && float64((d-n*step).Abs()) <= runtime.SnapTolerance*float64(step) {
		d = n * step
	}
	return c.Blend() + float64(d)/float64(step)
}

// frameTime is the real time since the previous Update, or exactly one step when
// playing a fixed number of frames (and on the first frame).
func (h *host) frameTime() time.Duration {
	step := h.game.Clock().StepDuration()
	if h.frames > 0 {
		return step
	}
	if h.page != nil {
		return h.page.frameTime(h)
	}
	now := time.Now()
	d := now.Sub(h.last)
	if h.last.IsZero() {
		d = step
	}
	h.last = now
	return d
}

// Draw runs the draw list onto the screen under the loop's fault handling, and takes
// the screenshot after the last frame.
func (h *host) Draw(screen *ebiten.Image) {
	screen.Fill(color.Black)
	h.screen = screen
	start := h.now()
	h.loop.Do(h.drawFn) // an error was reported and paused the game
	if h.debug != nil {
		h.debug.Times.Add(max(0, h.stepTime), h.buildTime+h.now().Sub(start))
	}
	h.screen = nil
	h.over.draw(screen)
	h.drawn++
	h.page.drawn(h)
	if h.onDrawn != nil {
		h.onDrawn(h.drawn, screen)
	}
	if h.frames > 0 && h.drawn >= h.frames && !h.done {
		h.done = true
		if h.screenshot != nil {
			h.err = h.capture(screen)
		}
	}
}

// capture reads the screen back and hands it to the screenshot function.
func (h *host) capture(screen *ebiten.Image) error {
	b := screen.Bounds()
	img := image.NewRGBA(image.Rect(0, 0, b.Dx(), b.Dy()))
	screen.ReadPixels(img.Pix)
	if err := h.screenshot(img); err != nil {
		return fmt.Errorf("ebitenhost: screenshot: %w", err)
	}
	return nil
}

// Layout makes the screen the game's logical size whatever the window's; Ebitengine
// scales it to fit the window, keeping its aspect ratio, with black bars.
func (h *host) Layout(outsideWidth, outsideHeight int) (int, int) {
	return h.size.X, h.size.Y
}

// setDebug sets up the debug overlay if opts offer it. It returns an error
// for a DebugKey Ebitengine does not name.
func (h *host) setDebug(opts Options) error {
	if !opts.DebugOverlay {
		return nil
	}
	name := opts.DebugKey
	if name == "" {
		name = "F3"
	}
	if err := h.debugKey.UnmarshalText([]byte(name)); err != nil {
		return fmt.Errorf("ebitenhost: DebugKey %q is not a key: %w", name, err)
	}
	h.debug = &debugview.Overlay{}
	return nil
}

// now reads the wall clock, for the debug overlay's frame times only: the
// game never sees it.
func (h *host) now() time.Time {
	if h.debug == nil {
		return time.Time{}
	}
	return time.Now()
}
