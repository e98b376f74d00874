package play

import (
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// relayed is a player's side of a rollback or lockstep match joined at a
// dedicated server (project.griff's "network": {"mode": "rollback" or
// "lockstep"}; the server runs a network.RollbackRelay per match). The game
// is made at once and shows its start scene, but takes no step until the
// relay has seated every player and said start; then a network.Rollback or
// network.Lockstep (Players and Local from the relay's seat message, the
// link network.NewRollbackLink's client side) takes every step (Options.Step,
// the loop's Step hook), and the local input is played as the seat's
// player. It is also a runtime.System: in lockstep mode it provides
// network.Seated (a strategy game shows its seat's side), answering seat 0
// of the project's players until the relay said. A desync the relay tells
// of (its players' digests of a step differ) is said as a warning naming
// the step (desync). A relayed must be used from the game's goroutine.
type relayed struct {
	nw    hosting.NetworkSettings
	tr    transport.Transport
	link  *network.TransportLink
	clock func() time.Duration // the transport's clock: real time since the join
	log   io.Writer            // where waiting and the match's end are said; nil none

	local  input.Source // the device source, given at NewGame
	src    input.Source // the driver's source, once the match started
	rb     *network.Rollback
	ls     *network.Lockstep
	said   int // players the last waiting message counted; -1 none yet
	waits  int // steps a rollback machine waited, too far ahead (relayedAhead)
	failed error
	left   bool // this player left the match (leave)

	g       *runtime.Game // the game, from Setup: where desyncs are said
	desyncs int           // desyncs the relay told of
	told    []griff.Tick  // TakeDesyncs' scratch
}

// newRelayed returns the player's side of a match over tr (a client whose
// peer is the server), joining under name.
func newRelayed(nw hosting.NetworkSettings, tr transport.Transport, name string, log io.Writer) *relayed {
	start := time.Now()
	link := network.NewRollbackLink(tr, false)
	link.Join(name)
	return &relayed{nw: nw, tr: tr, link: link, clock: func() time.Duration { return time.Since(start) }, log: log, said: -1}
}

// add makes opts play through m: its system, its input source around the
// devices', its step.
func (m *relayed) add(opts *hosting.Options) {
	opts.Systems = append(append([]runtime.System(nil), opts.Systems...), m)
	wrap := opts.WrapInput
	opts.WrapInput = func(in input.Source) input.Source {
		if wrap != nil {
			in = wrap(in)
		}
		m.local = in
		return m
	}
	opts.Step = m.step
}

// Name implements runtime.System.
func (*relayed) Name() string { return "RelayedMatch" }

// Setup implements runtime.System: in lockstep mode it provides
// network.Seated.
func (m *relayed) Setup(g *runtime.Game) error {
	m.g = g
	if m.nw.Lockstep() {
		runtime.Provide[network.Seated](g, m)
	}
	return nil
}

// LocalSeat implements network.Seated: the relay's seat, 0 until it said.
func (m *relayed) LocalSeat() int {
	seat, _, _ := m.link.Seat()
	return seat
}

// Players implements network.Seated: the project's players.
func (m *relayed) Players() int { return m.nw.RollbackPlayers() }

// Events implements input.Source: the driver's, nothing before the start
// (no step is taken then).
func (m *relayed) Events(tick griff.Tick, dst []input.Event) []input.Event {
	if m.src == nil {
		return dst
	}
	return m.src.Events(tick, dst)
}

// started reports whether the driver plays the match.
func (m *relayed) started() bool { return m.rb != nil || m.ls != nil }

// poll polls the link and returns why the match is over for this player
// (a refusal, a player who left, the connection closed), or nil.
func (m *relayed) poll() error {
	if m.failed != nil {
		return m.failed
	}
	m.link.Poll(m.clock())
	m.told = m.link.TakeDesyncs(m.told[:0])
	for _, step := range m.told {
		m.desync(step)
	}
	if over, why := m.link.Ended(); over {
		m.failed = fmt.Errorf("the %s match at the server is over: %s", m.nw.Mode, why)
	}
	return m.failed
}

// step is the game's Options.Step: it polls the link and, once the relay
// started the match, takes a step through the driver; before that it takes
// none and says once (on the problem log, which the window shows, and on
// log) how many players the match waits for. It returns the match's end
// (see poll) or the driver's error.
//
// A step that panics (a fault: the loop reports it and stops the game for
// good, see hosting.Loop.Step) or returns an error ends the match for this
// machine, so the player leaves it at once (leave), as closing the window
// does, instead of keeping the others waiting for its inputs; the panic
// goes on to the loop.
func (m *relayed) step(g *runtime.Game) (err error) {
	defer func() {
		if v := recover(); v != nil {
			m.leave(g, fmt.Sprintf("its game stopped on a fault at step %d: %v", g.Clock().Tick(), v))
			panic(v)
		}
		if over, _ := m.link.Ended(); err != nil && !over {
			m.leave(g, err.Error())
		}
	}()
	return m.play(g)
}

// leave disconnects from the server once, which tells the relay this
// player left (the relay tells the others, whose match then ends as when a
// player quits), and says why on the problem log (a warning) and on log.
func (m *relayed) leave(g *runtime.Game, why string) {
	if m.left {
		return
	}
	m.left = true
	m.tr.Disconnect(transport.ServerPeer)
	msg := fmt.Sprintf("this player left the %s match: %s", m.nw.Mode, why)
	g.Problems().Report(scenes.EntityProblem(scenes.SeverityWarning, nil, "", msg))
	if m.log != nil {
		fmt.Fprintln(m.log, msg)
	}
}

// play is step's work: the poll, the wait for the start, the driver's step.
func (m *relayed) play(g *runtime.Game) error {
	if err := m.poll(); err != nil {
		return err
	}
	if !m.started() {
		if !m.link.Started() {
			m.sayWaiting(g)
			return nil
		}
		if err := m.begin(g); err != nil {
			return err
		}
	}
	if m.ls != nil {
		_, err := m.ls.Step() // false: waiting for an input; the next call tries again
		return err
	}
	if g.Clock().Tick()-m.rb.Confirmed() > relayedAhead {
		m.waits++
		return m.rb.Sync() // too far ahead of another player: let them catch up
	}
	return m.rb.Step()
}

// desync says that the relay found the machines' states differ after
// step: the first time as a warning in the problem log (the window's
// overlay shows it), every time on log. The match plays on (the relay
// only compares; nothing mends a desync), so a later check usually differs
// too: the log counts them, the problem log is not filled with them.
func (m *relayed) desync(step griff.Tick) {
	m.desyncs++
	msg := fmt.Sprintf("desync: the server found the players' games differ after step %d: the %s match is out of sync, each machine now plays a different game", step, m.nw.Mode)
	if m.desyncs > 1 {
		msg = fmt.Sprintf("desync again after step %d (%d in all)", step, m.desyncs)
	}
	if m.desyncs == 1 && m.g != nil {
		m.g.Problems().Report(scenes.EntityProblem(scenes.SeverityWarning, nil, "", msg))
	}
	if m.log != nil {
		fmt.Fprintln(m.log, msg)
	}
}

// relayedAhead is how many steps a rollback match's machine plays past the
// newest step every player's input is known for before it waits a step
// for the others (taking in what arrives, Rollback.Sync): 30 steps (0.5 s
// at 60 steps/s). network.Rollback itself never waits, so a machine that
// started later, or stalled (a window dragged, a slow frame), would fall
// ever further behind the other, each of its inputs arriving later and
// costing the other a deeper rollback, until inputs older than the
// Timeline (RollbackWindow, 128 steps) were lost; waiting, as GGPO's
// "frame advantage" does more finely, keeps the machines within half a
// second of each other. Waiting changes no state, only when the steps
// are taken.
const relayedAhead = 30

// sayWaiting says what the match waits for, when that changed.
func (m *relayed) sayWaiting(g *runtime.Game) {
	seat, players, ok := m.link.Seat()
	n := 0
	if ok {
		n = seat + 1 // the relay seats players in join order
	}
	if n == m.said {
		return
	}
	m.said = n
	msg := fmt.Sprintf("waiting for the server to seat this player in a %s match", m.nw.Mode)
	if ok {
		msg = fmt.Sprintf("seat %d of %d taken: waiting for the other player(s) to join the %s match", seat+1, players, m.nw.Mode)
	}
	g.Problems().Report(runtimeInfo(msg))
	if m.log != nil {
		fmt.Fprintln(m.log, msg)
	}
}

// begin makes the driver of the started match and attaches the game (at
// its first step: nothing was stepped while waiting).
func (m *relayed) begin(g *runtime.Game) error {
	seat, players, _ := m.link.Seat()
	opts := network.RollbackOptions{Players: players, Local: seat, Link: m.link}
	if m.nw.Lockstep() {
		ls, err := network.NewLockstep(opts)
		if err != nil {
			return err
		}
		ls.Attach(g)
		m.ls, m.src = ls, ls.Input(m.local)
	} else {
		rb, err := network.NewRollback(opts)
		if err != nil {
			return err
		}
		rb.Attach(g)
		m.rb, m.src = rb, rb.Input(m.local)
	}
	msg := fmt.Sprintf("the %s match started: %d players, this one plays seat %d (player %d)", m.nw.Mode, players, seat, seat+1)
	g.Problems().Report(runtimeInfo(msg))
	if m.log != nil {
		fmt.Fprintln(m.log, msg)
	}
	return nil
}

// confirmed returns the newest step every player's input is known for.
func (m *relayed) confirmed() griff.Tick {
	switch {
	case m.ls != nil:
		return m.ls.Confirmed()
	case m.rb != nil:
		return m.rb.Confirmed()
	}
	return -1
}

// settle, after the game's last step, polls the link (and in rollback mode
// re-simulates what arrives, Rollback.Sync) until every player's input up
// to the game's step is known or for at most wait, then a little longer
// (linger) so the others get this machine's last inputs and digests. It
// returns the match's end or the driver's error, nil when it settled.
func (m *relayed) settle(g *runtime.Game, wait, linger time.Duration) error {
	if !m.started() {
		return errors.New("the match never started")
	}
	end := m.clock() + wait
	for m.confirmed() < g.Clock().Tick() {
		if m.clock() > end {
			return fmt.Errorf("the other players' inputs up to step %d did not arrive within %v (confirmed to step %d)", g.Clock().Tick(), wait, m.confirmed())
		}
		if err := m.sync(); err != nil {
			return err
		}
		time.Sleep(time.Millisecond)
	}
	for stop := m.clock() + linger; m.clock() < stop; time.Sleep(time.Millisecond) {
		if err := m.sync(); err != nil {
			return nil // the others may have finished first and gone
		}
	}
	return nil
}

// sync polls the link and takes in what arrived without a step.
func (m *relayed) sync() error {
	if err := m.poll(); err != nil {
		return err
	}
	if m.rb != nil {
		return m.rb.Sync()
	}
	return nil
}

// runtimeInfo is an info problem of the game as a whole.
func runtimeInfo(msg string) scenes.Problem {
	return scenes.EntityProblem(scenes.SeverityInfo, nil, "", msg)
}
