package play

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
)

// relayedSettle is how long a headless joined run waits, after its last
// step, for the other players' inputs up to it; relayedLinger how long it
// then stays, so the others get its last inputs and digests.
const (
	relayedSettle = 5 * time.Second
	relayedLinger = 500 * time.Millisecond
)

// joinRelayed plays a rollback or lockstep game's match (the project's
// network mode, see relayed) joined at the server c.join: in the window,
// or headless with --frames N (joinedFrames). It says on stderr while the
// match waits for players and when it starts; a refusal, a player leaving
// or a driver's error ends the play with an error naming it.
func joinRelayed(lg *hosting.LoadedGame, cfg Config, opts hosting.Options, c config, stdout, stderr io.Writer) error {
	tr, err := dialJoin(c)
	if err != nil {
		return err
	}
	defer tr.Close()
	var log io.Writer // what is said goes to the problem log, which opts.Problems prints
	if opts.Problems == nil {
		log = stderr
	}
	m := newRelayed(lg.Project.Network, tr, "player", log)
	m.add(&opts)
	if c.frames > 0 {
		return joinedFrames(lg, opts, m, c.frames, stdout)
	}
	if cfg.Window == nil {
		return errors.New("--join needs the window; this player was built with -tags headless (--frames N plays a rollback or lockstep match headless)")
	}
	return playWindow(lg, cfg, opts, c.record, c.offersDebug(cfg), stdout)
}

// joinedFrames plays a joined match headless to step frames (playJoined),
// then prints the steps, the game's fingerprint and its shared fingerprint
// (network.SharedFingerprint: what the relay compares between the
// machines).
func joinedFrames(lg *hosting.LoadedGame, opts hosting.Options, m *relayed, frames int, stdout io.Writer) error {
	g, err := playJoined(lg, opts, m, frames)
	if err != nil {
		return err
	}
	fmt.Fprintf(stdout, "steps %d hash %s shared %s\n", g.Clock().Tick(), g.Fingerprint(), network.SharedFingerprint(g))
	return nil
}

// playJoined plays a joined match headless in real time (a frame of one
// step's duration every step's duration) until the game's step frames (the
// frames waiting for the match to start take no step), lets the inputs up
// to it arrive (relayed.settle) and returns the game.
func playJoined(lg *hosting.LoadedGame, opts hosting.Options, m *relayed, frames int) (*runtime.Game, error) {
	g, err := lg.NewGame(opts)
	if err != nil {
		return nil, err
	}
	loop := &hosting.Loop{Game: g, View: hosting.NewImageCheckView(lg), NoUndo: true, Step: hosting.StepHook(opts, g)}
	defer loop.Close()
	d := g.Clock().StepDuration()
	next := time.Now()
	for g.Clock().Tick() < griff.Tick(frames) {
		if _, err := loop.Frame(d); err != nil {
			return nil, err
		}
		next = next.Add(d)
		time.Sleep(time.Until(next))
	}
	if err := m.settle(g, relayedSettle, relayedLinger); err != nil {
		return nil, err
	}
	return g, nil
}
