//go:build headless

package main

import (
	"context"
	"errors"
	"io"
	"io/fs"
	"os"
	"os/signal"
	"syscall"

	"github.com/griffengine/griff/hosting"
)

// play runs the game headless in real time, printing its progress once a second,
// until interrupted: the headless build has no window, and nobody to record.
func play(lg *hosting.LoadedGame, _ fs.FS, opts hosting.Options, record string, stdout io.Writer) error {
	if record != "" {
		return errors.New("--record without --frames records a player: it needs the window build")
	}
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return hosting.Serve(ctx, lg, opts, stdout)
}

// screenshot needs a window, which the headless build does not have.
func screenshot(*hosting.LoadedGame, fs.FS, hosting.Options, int, string, io.Writer) error {
	return errors.New("--screenshot needs the window build; this player was built with -tags headless")
}
