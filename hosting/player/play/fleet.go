//go:build !js

package play

import (
	"context"
	"fmt"
	"io"
	"time"

	"github.com/griffengine/griff/hosting/fleet"
)

// startFleet tells the fleet manager (Agones when --agones is given or
// AGONES_SDK_HTTP_PORT is set; nothing otherwise) that the server is ready,
// then that it is healthy every fleet.HealthEvery, from a goroutine of its
// own (the calls touch no game state). It returns two functions: stop,
// which stops the health pings and says the server shuts down (call it
// after the players were told), and allocated, which never blocks and has
// the goroutine say, once, that the server is allocated (call it when a
// match opens: a server that takes players itself allocates itself, so the
// fleet does not scale it down with players on it). A manager that cannot
// be reached is written to log and the server plays on. It returns an
// error for a malformed AGONES_SDK_HTTP_PORT.
func startFleet(force bool, log io.Writer) (stop, allocated func(), err error) {
	hooks, err := fleet.FromEnv(force)
	if err != nil {
		return nil, nil, err
	}
	if _, none := hooks.(fleet.None); none {
		return func() {}, func() {}, nil
	}
	ctx, cancel := context.WithCancel(context.Background())
	say := func(what string, err error) {
		if err != nil && ctx.Err() == nil {
			fmt.Fprintf(log, "%v (%s)\n", err, what)
		}
	}
	say("ready", hooks.Ready(ctx))
	alloc := make(chan struct{}, 1)
	done := make(chan struct{})
	go func(alloc <-chan struct{}) {
		defer close(done)
		tick := time.NewTicker(fleet.HealthEvery)
		defer tick.Stop()
		for {
			select {
			case <-ctx.Done():
				return
			case <-tick.C:
				say("health", hooks.Healthy(ctx))
			case <-alloc:
				say("allocate", hooks.Allocated(ctx))
				alloc = nil // once: a nil channel is never ready
			}
		}
	}(alloc)
	stop = func() {
		cancel()
		<-done
		if err := hooks.ShuttingDown(context.Background()); err != nil {
			fmt.Fprintln(log, err)
		}
	}
	allocated = func() {
		select {
		case alloc <- struct{}{}:
		default: // already asked
		}
	}
	return stop, allocated, nil
}
