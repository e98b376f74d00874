package play

import (
	"cmp"
	"errors"
	"flag"
	"fmt"
	"image"
	"io"
	"io/fs"
	"os"
	"slices"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// Config says what the program running Main (or package hosting/player's Main)
// can do itself. The zero value plays nothing in a window itself (with
// hosting/player's Main a window runs in a child program) and builds a player
// for a game folder holding Go code (hosting/player's Main; this package's
// refuses such a folder).
type Config struct {
	// Window plays a game in a window in this process; see WindowOptions. Nil
	// means this program has no window: hosting/player's Main runs a window
	// program as a child process when a window is wanted
	// (gamebuild.WindowProgram), unless NoWindow is set.
	Window func(lg *hosting.LoadedGame, o WindowOptions) error
	// NoWindow, with Window nil, never opens a window: plain play runs headless
	// in real time (like --server) and the flags that need a window are refused.
	// The server build of griff-player (-tags headless) sets it.
	NoWindow bool
	// GameCode is set in a player built for one game folder's Go code (by
	// package gamebuild): it links the game's package already, so Main (this
	// package's or hosting/player's) plays the folder in this process instead of
	// refusing it or building a player for it.
	GameCode bool
	// GamePackage is the import path of the game's Go package in a player built
	// for a game folder's Go code (gamebuild's generated main sets it). When it
	// is set, loading the game warns on stderr, once per module, about each
	// module that package registered (runtime.Module.Package) which
	// project.griff's "modules" does not name: its systems would never run.
	GamePackage string
	// Game, when not nil, is the game played when the command line names no
	// folder, in place of the built-in game: the game's files built into the
	// program by an export (package hosting/export), so a browser, which has no
	// file system, and a shipped executable play them without a folder beside
	// them. Nil plays the built-in game (package assets).
	Game fs.FS
	// GameName names Game in messages (its folder's name when it was
	// exported); "" is "game".
	GameName string
	// StartupGC, for Main with Window set and a mode that plays in the
	// window, lets the heap grow further between collections (GOGC=400,
	// startupGCPercent) while the game loads and its window is made, and
	// puts the collector back as it was when the window's first frame begins
	// (or Main returns): loading makes mostly garbage, and at Go's
	// default target it collects 3 or 4 times before the first frame. Once
	// the game is loaded, as its window is about to be made, the load's
	// garbage is collected and its memory returned to the system
	// (debug.FreeOSMemory), so the window's allocations do not grow the heap
	// past it (a lower peak RSS). A GOGC set in the environment leaves both
	// alone. The window program (cmd/griff-window) sets it.
	StartupGC bool
	// StartupGCFrom, when not nil, says that the program's package
	// initialisation already set the collector's target to startupGCPercent
	// (package hosting/player/play/earlygc, whose Previous it is): it returns
	// the target before that, and whether it was changed. Main puts that
	// target back where StartupGC would put its own back (as the first frame
	// begins), or as it starts when the mode plays in no window. The window
	// program (cmd/griff-window) sets it; nil means initialisation left the
	// target alone.
	StartupGCFrom func() (percent int, ok bool)
}

// WindowOptions are what Config.Window plays with: they map one to one onto
// ebitenhost.Options (package hosting/player/window does it).
type WindowOptions struct {
	// Game is what the game is made with; Game.Input, when not nil, is read
	// instead of the devices (a replay's events).
	Game hosting.Options
	// Assets is the game folder images and fonts are read from.
	Assets fs.FS
	// Frames, above 0, plays exactly that many frames of one step each, then
	// ends; 0 plays in real time until the window is closed or Stop is closed.
	Frames int
	// Screenshot, with Frames, receives the last frame's picture.
	Screenshot func(*image.RGBA) error
	// Record, when not nil, receives the session's playthrough when the window
	// ends (closed, or Stop closed).
	Record io.Writer
	// Stop, when closed, ends the window as closing it does: Main closes it on
	// SIGINT and SIGTERM, so a recording is written then too.
	Stop <-chan struct{}
	// DebugOverlay lets F3 toggle the debug overlay (ebitenhost.Options):
	// set when playing a game folder or the built-in game, and for an
	// exported game (Config.Game) only with --debug-overlay.
	DebugOverlay bool
	// Between, when not nil, runs on the game's thread before every frame's
	// steps (ebitenhost.Options.Between): --mcp-http serves the playing game
	// to an agent through it (agent.Session.Between).
	Between func(g *runtime.Game, loop *hosting.Loop, live *input.Live)
}

// ExitError is the exit status of a child program package hosting/player's Main
// ran (a window program or a game's player), which printed its own errors: a
// program calling Main exits with Code and prints nothing more.
type ExitError struct{ Code int }

func (e ExitError) Error() string { return fmt.Sprintf("exit status %d", e.Code) }

// Run runs Main with the process's arguments and standard streams and returns
// the exit status (ExitStatus). The window program's main (cmd/griff-window)
// ends with os.Exit(play.Run(os.Args[1:], cfg)).
//
// Its errors are printed as the window program's ("griff-window: ...").
func Run(args []string, cfg Config) int {
	return exitStatus(os.Stderr, windowProgram, Main(args, os.Stdout, os.Stderr, cfg))
}

// ExitStatus is a program's exit status for the error err of Main (or of
// package hosting/player's Main): 0 for nil, an ExitError's Code, else 1 after
// printing err on stderr ("griff-player: ..."), unless the flag package printed
// it already.
func ExitStatus(err error) int {
	return exitStatus(os.Stderr, playerProgram, err)
}

// exitStatus is ExitStatus with err printed on stderr after the name of the
// program prog (playerProgram or windowProgram).
func exitStatus(stderr io.Writer, prog string, err error) int {
	var exit ExitError
	var usage UsageError
	switch {
	case err == nil:
		return 0
	case errors.As(err, &exit):
		return exit.Code
	case !errors.As(err, &usage): // the flag package printed it already
		fmt.Fprintf(stderr, "%s: %v\n", prog, err)
	}
	return 1
}

// UsageError is a mistake in the command line that the flag package has already
// printed, with the usage: ExitStatus prints nothing more for it. Package
// hosting/player's commands (export, serve) return it too.
type UsageError struct{ Err error }

func (e UsageError) Error() string { return e.Err.Error() }

// Unwrap returns Err.
func (e UsageError) Unwrap() error { return e.Err }

// Main runs griff-player's command line of play args (without the program
// name): the flags and a game folder (none: the built-in game, or Config.Game),
// played in this process, writing results to stdout and progress and problems
// to stderr. The window program (cmd/griff-window, cfg.Window set) runs it
// with the command line griff-player hands it when a window is wanted. It runs
// no command (templates, new, simulate, export, serve) and builds and runs no
// other program, so a program calling it does not link what those need (the
// Go toolchain's packages, the exporters, the balance simulator): a command,
// or a folder holding Go code (played by a player built for it), is an error
// saying to run griff-player instead. Main returns a usage error the flag
// package has printed (ExitStatus prints nothing more), or the error that
// stopped the play; -h and --help print the usage and return nil.
func Main(args []string, stdout, stderr io.Writer, cfg Config) error {
	early := earlyStartupGC(cfg)
	if early != nil {
		defer early()
	}
	if len(args) > 0 && slices.Contains(commands, args[0]) {
		return fmt.Errorf("%s is a command of griff-player, not of its window program: run griff-player %s", args[0], args[0])
	}
	c, err := parseFlagsOf(windowProgram, args, stderr)
	if errors.Is(err, flag.ErrHelp) {
		return nil
	}
	if err != nil {
		return err
	}
	if err := refuseHeadlessWindow(c, cfg); err != nil {
		return err
	}
	if cfg.StartupGC && cfg.Window != nil && c.wantsWindow() {
		restore, release := startupGC(early)
		defer restore()
		cfg = restoreGCAtFirstFrame(cfg, restore, release)
	} else if early != nil {
		early() // no window: the loads of other modes collect at the program's target
	}
	if c.folder != "" && !cfg.GameCode && HasGo(c.folder) {
		return fmt.Errorf("%s holds Go code: play it with griff-player, which builds a player for it", c.folder)
	}
	return play(c, cfg, stdout, stderr)
}

// refuseHeadlessWindow returns an error when c needs the window and cfg is
// the headless build's (NoWindow).
func refuseHeadlessWindow(c config, cfg Config) error {
	if c.wantsWindow() && cfg.Window == nil && cfg.NoWindow && (c.screenshot != "" || c.record != "" || c.window) {
		return errors.New("--screenshot, --window and a window --record need the window; this player was built with -tags headless")
	}
	return nil
}

// play runs the mode c asks for in this process.
func play(c config, cfg Config, stdout, stderr io.Writer) error {
	lg, err := load(c.folder, cfg, hosting.LoadOptions{ScenesWhenEntered: cfg.Window != nil && c.wantsWindow() || c.replay != ""})
	if err != nil {
		return err
	}
	WarnUnnamedModules(lg, cfg, stderr)
	opts := hosting.Options{Seed: c.seed, Problems: func(p scenes.Problem) { fmt.Fprintln(stderr, p) }}
	if c.join != "" && lg.Project.Network.Relayed() {
		return joinRelayed(lg, cfg, opts, c, stdout, stderr)
	}
	if c.join != "" && c.frames > 0 {
		return errors.New("--join with --frames plays a rollback or lockstep game's match headless; this game's network mode is host (project.griff's \"network\")")
	}
	if c.replay != "" || c.screenshot != "" || c.frames > 0 {
		// Runs of N frames, replays and screenshots play as the window
		// does offline, so an offline seat (the multiplayer template's
		// first chick) is the local player's in them too.
		playOffline(&opts)
	}
	switch {
	case c.replay != "" && c.screenshot != "":
		return replayScreenshot(lg, cfg, opts, c, stdout)
	case c.replay != "":
		return replay(lg, opts, c.replay, c.frames, c.check, stdout, stderr)
	case c.screenshot != "" || c.window:
		return screenshot(lg, cfg, opts, c.frames, c.screenshot, nil, stdout)
	case c.record != "" && c.frames > 0:
		return recordHeadless(lg, opts, c.record, c.frames, stdout, stderr)
	case c.frames > 0:
		return runFrames(lg, opts, c.frames, stdout, stderr)
	}
	// Play in the window and the server keep save games (runtime/saves); runs of
	// N frames and replays, above, write none.
	if opts.Saves, err = playSaves(lg, c); err != nil {
		return err
	}
	switch {
	case c.agent() && c.wantsWindow() && cfg.Window != nil:
		return serveAgentWindow(lg, cfg, opts, c, stderr)
	case c.agent():
		return serveAgent(lg, opts, c, stdout, stderr)
	case c.server || cfg.Window == nil && c.join == "":
		if c.server {
			var allocated func() // set below, before the first frame
			m, err := hostMatches(lg, opts, c, stdout, func(int) { allocated() })
			if err != nil {
				return err
			}
			stopFleet, allocated, err := startFleet(c.agones, stderr)
			if err != nil {
				m.Close()
				return err
			}
			defer stopFleet() // after the matches stopped and told their players
			return serveMatches(lg, m, stdout)
		}
		return serve(lg, opts, stdout)
	case cfg.Window == nil:
		return errors.New("--join needs the window; this player was built with -tags headless")
	default:
		if c.join != "" {
			closeNet, err := joinSession(&opts, c)
			if err != nil {
				return err
			}
			defer closeNet()
		} else {
			playOffline(&opts)
		}
		return playWindow(lg, cfg, opts, c.record, c.offersDebug(cfg), stdout)
	}
}

// playSaves returns the save store of play in the window, --server and the
// agent surface: an agent's game (--mcp, --mcp-http without --server) keeps its
// save games in memory unless --saves names a folder, so an agent saving and
// loading never overwrites a player's saves; the rest use saveStore.
func playSaves(lg *hosting.LoadedGame, c config) (saves.Store, error) {
	if c.agent() && !c.server && c.saves == "" {
		return new(saves.MemoryStore), nil
	}
	return saveStore(lg, c.saves, platformSaves())
}

// saveStore returns the store of the game's save games: the folder dir
// (--saves), or by default griff/GAME/saves in the user's config folder
// (hosting.DefaultSaveDir) unless newStore (platformSaves: in a browser,
// the page's localStorage) is not nil and makes it; nil for "off". It returns an error naming the folder if it cannot be
// made, or newStore's.
func saveStore(lg *hosting.LoadedGame, dir string, newStore func(*hosting.LoadedGame) (saves.Store, error)) (saves.Store, error) {
	if dir == "off" {
		return nil, nil
	}
	if dir == "" && newStore != nil {
		return newStore(lg)
	}
	if dir == "" {
		d, err := hosting.DefaultSaveDir(lg.Project.Name)
		if err != nil {
			return nil, fmt.Errorf("%w (play with --saves FOLDER or --saves off)", err)
		}
		dir = d
	}
	store, err := hosting.NewFolderStore(dir)
	if err != nil {
		return nil, fmt.Errorf("%w (play with --saves FOLDER or --saves off)", err)
	}
	return store, nil
}

// gameFS returns the game folder: the built-in game's when folder is "".
func gameFS(folder string) fs.FS {
	if folder == "" {
		return assets.BuiltinGame()
	}
	return os.DirFS(folder)
}

// folderArg returns " FOLDER" for a game loaded from a folder, "" for the
// built-in game: the argument a command that replays it needs.
func folderArg(lg *hosting.LoadedGame) string {
	if lg.Name == builtinName {
		return ""
	}
	return " " + lg.Name
}

// builtinName is the built-in game's name in messages.
const builtinName = "built-in game"

// load loads the game folder, or with folder "" the game built into the
// program (cfg.Game, else the built-in game), with o. Modes playing in the
// window read each scene but the start scene when it is first entered
// (o.ScenesWhenEntered): the window's first frame comes without reading the
// rest. Replays (--replay) load so too, in the window or not: a
// playthrough recorded in the window meets a scene that does not read when
// it enters it, as the window did, and a replay does the same (a headless
// replay would otherwise refuse the folder a window recording was made
// in). The other headless modes (runs of frames, --server) read and check
// every scene first (see package hosting's documentation, "Scenes read when
// entered").
func load(folder string, cfg Config, o hosting.LoadOptions) (*hosting.LoadedGame, error) {
	if folder == "" && cfg.Game != nil {
		name := cmp.Or(cfg.GameName, "game")
		return hosting.LoadWith(cfg.Game, name, o)
	}
	if folder == "" {
		return hosting.LoadWith(gameFS(folder), builtinName, o)
	}
	return hosting.LoadWith(gameFS(folder), folder, o)
}

func runFrames(lg *hosting.LoadedGame, opts hosting.Options, frames int, stdout, stderr io.Writer) error {
	opts, finish := withProgress(opts, stderr, "frames", "frames", int64(frames))
	res, err := hosting.RunFrames(lg, opts, frames)
	finish()
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "steps %d hash %s\n", res.Steps, res.Hash)
	return nil
}
