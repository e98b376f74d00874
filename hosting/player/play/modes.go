package play

import (
	"context"
	"errors"
	"fmt"
	"image"
	"image/png"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/griffengine/griff/griff/atomicfile"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
)

// serve runs the game headless in real time until SIGINT or SIGTERM.
func serve(lg *hosting.LoadedGame, opts hosting.Options, stdout io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return hosting.Serve(ctx, lg, opts, stdout)
}

// serveMatches plays the server's matches until SIGINT or SIGTERM, then ends
// them, telling their players.
func serveMatches(lg *hosting.LoadedGame, m *hosting.Matches, stdout io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return hosting.ServeMatches(ctx, lg, m, hosting.LockedWriter(stdout))
}

// stopOnSignal returns a channel closed on SIGINT or SIGTERM, and the function
// that stops listening.
func stopOnSignal() (<-chan struct{}, func()) {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	return ctx.Done(), stop
}

// playWindow plays the game in the window until it is closed or the program is
// interrupted (SIGINT, SIGTERM). With record set it writes the session's
// playthrough there, atomically, when the window ends either way. debug offers
// the debug overlay (WindowOptions.DebugOverlay).
func playWindow(lg *hosting.LoadedGame, cfg Config, opts hosting.Options, record string, debug bool, stdout io.Writer) error {
	done, stop := stopOnSignal()
	defer stop()
	wo := WindowOptions{Game: opts, Assets: lg.Files(), Stop: done, DebugOverlay: debug}
	if record == "" {
		return cfg.Window(lg, wo)
	}
	f, err := atomicfile.Create(record, 0o644) // in place when the window ends
	if err != nil {
		return err
	}
	wo.Record = f
	if err := cfg.Window(lg, wo); err != nil {
		f.Discard()
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	fmt.Fprintf(stdout, "recorded the session to %s; replay it with: griff-player --replay %s --check%s\n", record, record, folderArg(lg))
	return nil
}

// screenshot plays frames frames in the window, one step each, reading in (nil:
// the devices), saves the last frame as a PNG at path and says so on stdout.
// With path "" (--window) it saves nothing and says how many frames it played.
func screenshot(lg *hosting.LoadedGame, cfg Config, opts hosting.Options, frames int, path string, in input.Source, stdout io.Writer) error {
	if cfg.Window == nil {
		return errors.New("--screenshot and --window need the window; this player was built with -tags headless")
	}
	if in != nil {
		opts.Input = in
	}
	var size image.Point
	wo := WindowOptions{Game: opts, Assets: lg.Files(), Frames: frames}
	if path != "" {
		wo.Screenshot = func(img *image.RGBA) error {
			size = img.Rect.Size()
			return writePNG(path, img)
		}
	}
	if err := cfg.Window(lg, wo); err != nil {
		return err
	}
	if path == "" {
		fmt.Fprintf(stdout, "frames %d in the window\n", frames)
		return nil
	}
	fmt.Fprintf(stdout, "frames %d screenshot %s %dx%d\n", frames, path, size.X, size.Y)
	return nil
}

// replayScreenshot plays the first c.frames frames of the playthrough c.replay
// in the window, its events as the input, and saves frame c.frames as a PNG.
func replayScreenshot(lg *hosting.LoadedGame, cfg Config, opts hosting.Options, c config, stdout io.Writer) error {
	p, err := readPlaythrough(c.replay)
	if err != nil {
		return err
	}
	if err := fits(lg, p); err != nil {
		return err
	}
	if c.frames > int(p.Steps) {
		return fmt.Errorf("--frames %d is past the end of %s (%d steps)", c.frames, c.replay, p.Steps)
	}
	opts.Seed = p.Seed
	return screenshot(lg, cfg, opts, c.frames, c.screenshot, input.NewScript(p.Events), stdout)
}

// writePNG writes img to path as a PNG, atomically (griff/atomicfile).
func writePNG(path string, img image.Image) error {
	f, err := atomicfile.Create(path, 0o644)
	if err != nil {
		return err
	}
	if err := png.Encode(f, img); err != nil {
		f.Discard()
		return fmt.Errorf("writing %s: %w", path, err)
	}
	return f.Close()
}
