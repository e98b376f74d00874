package main

import (
	"context"
	"io"
	"os"
	"os/signal"
	"syscall"

	"github.com/griffengine/griff/hosting"
)

// play runs the game headless in real time, printing its progress once a second,
// until interrupted. The window host replaces this in the default build once it
// exists.
func play(lg *hosting.LoadedGame, opts hosting.Options, stdout io.Writer) error {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	return hosting.Serve(ctx, lg, opts, stdout)
}
