package network

import (
	"errors"
	"fmt"
	"math"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
)

// LockstepTurn is the input delay of lockstep mode by default: 200 ms, the
// command turn of Age of Empires' lockstep (Bettner and Terrano, "1500
// Archers on a 28.8: Network Programming in Age of Empires and Beyond",
// GDC 2001), long enough that on an ordinary connection a player's input
// has reached every machine before the step that plays it. At a game's
// step rate it is rounded up to whole steps: 12 at 60 steps/s.
const LockstepTurn = 200 * time.Millisecond

// Lockstep runs a game in lockstep mode: as in rollback mode (it is a
// [Rollback] underneath: the same options, the same RollbackLink, the
// same relay on a dedicated server, the same digests), every machine
// simulates every step and only the players' inputs cross the network, but
// nothing is predicted: a step is played only once every player's input
// for it has arrived, and otherwise the game waits (Step reports false and
// Stats counts the wait). A player's input read at step t is played at
// step t+Delay (by default LockstepTurn), and every player's first Delay
// steps hold nothing, so the game starts without waiting. With no
// rollback there is no Timeline and no re-simulation: a step costs one
// step whatever the size of the armies, which suits a strategy game (rare
// orders, players who accept a delay, many units).
//
// A Lockstep is also a runtime.System: put it in the game's systems (it
// provides [Seated], so the game's systems know whose view to show) or
// call Attach once the game is made. Give Input(local) to the game's
// options as its input source, then call Step every step instead of
// Game.Step. A Lockstep must be used from the game's goroutine.
type Lockstep struct {
	r       *Rollback
	auto    bool // Delay from LockstepTurn at Attach
	stats   LockstepStats
	waiting int // steps waited in the current wait
}

// LockstepStats counts what a Lockstep did.
type LockstepStats struct {
	// Steps counts the steps played.
	Steps int
	// Waits counts the calls to Step that waited for a missing input, in
	// all; Stalls the separate waits (a run of calls waiting for one step).
	Waits, Stalls int
	// Longest is the longest single wait, in calls to Step.
	Longest int
	// Waited is how long the game waited in all: Waits steps of the game's
	// step duration (the time a game calling Step once a step lost).
	Waited time.Duration
	// Resent counts the messages sent again while waiting (a wait sends
	// one, or more when the inputs do not fit one packet).
	Resent int
}

// Seated is the service a [Lockstep] provides to its game: the player
// this machine plays, so a game drawing one player's view shows its own,
// and how many play, so every machine knows which sides people play.
type Seated interface {
	// LocalSeat returns the local player's index, 0 to Players-1.
	LocalSeat() int
	// Players returns the number of players (RollbackOptions.Players).
	Players() int
}

// NewLockstep returns a lockstep driver with opts, read as for
// NewRollback but for two: Delay 0 means LockstepTurn at the game's step
// rate (worked out at Attach), and SyncTest must be 0 (there is nothing
// to roll back). Every machine of a match must use the same Delay. It
// returns an error for options out of range.
func NewLockstep(opts RollbackOptions) (*Lockstep, error) {
	if opts.SyncTest != 0 {
		return nil, errors.New("network: lockstep: a sync test is for rollback mode")
	}
	auto := opts.Delay == 0
	if opts.Delay >= RollbackWindow/4 {
		return nil, fmt.Errorf("network: lockstep: delay of %d steps; at most %d", opts.Delay, RollbackWindow/4-1)
	}
	r, err := NewRollback(opts)
	if err != nil {
		return nil, fmt.Errorf("network: lockstep: %w", err)
	}
	return &Lockstep{r: r, auto: auto}, nil
}

// Name implements runtime.System.
func (*Lockstep) Name() string { return "Lockstep" }

// Setup implements runtime.System: it provides Seated and attaches the
// game.
func (l *Lockstep) Setup(g *runtime.Game) error {
	runtime.Provide[Seated](g, l)
	l.Attach(g)
	return nil
}

// LocalSeat implements Seated: RollbackOptions.Local.
func (l *Lockstep) LocalSeat() int { return l.r.opts.Local }

// Players implements Seated: RollbackOptions.Players.
func (l *Lockstep) Players() int { return len(l.r.players) }

// Input wraps the local device's source, as Rollback.Input does.
func (l *Lockstep) Input(local input.Source) input.Source { return l.r.Input(local) }

// Attach takes the game the lockstep drives (no Timeline: nothing is
// rolled back) and files every player's first Delay steps as holding
// nothing. Setup calls it; calling it again does nothing.
func (l *Lockstep) Attach(g *runtime.Game) {
	r := l.r
	if r.g != nil {
		return
	}
	r.g = g
	if l.auto {
		steps := math.Ceil(LockstepTurn.Seconds() * float64(g.Clock().StepRate()))
		r.opts.Delay = min(max(int(steps), 1), RollbackWindow/4-1)
	}
	now := g.Clock().Tick()
	for i := range r.players {
		p := &r.players[i]
		for s := now; s <= now+griff.Tick(r.opts.Delay); s++ {
			p.confirmed.put(s, emptyHeld)
			p.used.put(s, emptyHeld)
		}
		p.frontier, p.heard = now+griff.Tick(r.opts.Delay), true
	}
}

// Delay returns the input delay in steps (known once attached).
func (l *Lockstep) Delay() int { return l.r.opts.Delay }

// Stats returns what the lockstep did so far.
func (l *Lockstep) Stats() LockstepStats { return l.stats }

// Confirmed returns the newest step up to which every player's input is
// known, as Rollback.Confirmed.
func (l *Lockstep) Confirmed() griff.Tick { return l.r.Confirmed() }

// Ready reports whether every player's input for the next step is here.
func (l *Lockstep) Ready() bool {
	next := l.r.g.Clock().Tick() + 1
	for i := range l.r.players {
		if _, ok := l.r.players[i].confirmed.get(next); !ok && i != l.r.opts.Local {
			return false
		}
	}
	return true
}

// Step takes in the inputs that arrived and plays the next step if every
// player's input for it is here (it reports true), or else waits: it
// sends the local inputs a remote machine may still lack again, counts the
// wait in Stats and reports false. It returns an error only before Attach.
func (l *Lockstep) Step() (bool, error) {
	r := l.r
	if r.g == nil {
		return false, errors.New("network: lockstep: Step before Attach")
	}
	if r.opts.Link != nil {
		r.opts.Link.Receive(r.take)
	}
	r.sendDigests()
	if !l.Ready() {
		l.wait()
		return false, nil
	}
	l.waiting = 0
	r.stepGame()
	r.stats.Steps++
	l.stats.Steps++
	r.sendDigests()
	return true, nil
}

// wait counts one call of Step that waited and sends again the local
// inputs a machine waiting on this one may lack: a machine is never more
// than Delay steps ahead of another or behind it, so the 2×Delay steps up
// to the local frontier cover every step another waits for, and two
// machines waiting on each other are freed once a message gets through.
func (l *Lockstep) wait() {
	r := l.r
	if l.waiting == 0 {
		l.stats.Stalls++
	}
	l.waiting++
	l.stats.Waits++
	l.stats.Longest = max(l.stats.Longest, l.waiting)
	l.stats.Waited += r.g.Clock().StepDuration()
	if r.opts.Link == nil {
		return
	}
	me := &r.players[r.opts.Local]
	first := max(0, me.frontier-griff.Tick(2*r.opts.Delay))
	size := 0
	r.pending = r.pending[:0]
	for s := first; s <= me.frontier; s++ {
		d, ok := me.confirmed.get(s)
		if !ok {
			d = emptyHeld
		}
		if size+1+len(d) > resendBytes && len(r.pending) > 0 { // one packet each
			_ = r.opts.Link.SendInputs(r.opts.Local, s-griff.Tick(len(r.pending)), r.pending)
			l.stats.Resent++
			r.pending, size = r.pending[:0], 0
		}
		r.pending = append(r.pending, d)
		size += 1 + len(d)
	}
	_ = r.opts.Link.SendInputs(r.opts.Local, me.frontier+1-griff.Tick(len(r.pending)), r.pending) // unreliable: the next wait repeats it
	l.stats.Resent++
}

// resendBytes is how many payload bytes one message a waiting Lockstep
// sends again holds at most, so each fits one unreliable packet
// (transport.MaxUnreliable less the message's header of 7 bytes).
const resendBytes = transport.MaxUnreliable - 7

// LocalSeat returns the player g's machine plays: the Seated service's
// seat (a lockstep game), else the network Service's LocalPlayer (a
// session), else 0 (offline).
func LocalSeat(g *runtime.Game) int {
	if s, ok := runtime.LookupService[Seated](g); ok {
		return s.LocalSeat()
	}
	if n, ok := runtime.LookupService[Service](g); ok {
		return int(n.LocalPlayer())
	}
	return 0
}
