package network_test

import (
	"fmt"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// lockstepGame is a game of 3 pawns driven by l (one of its systems), with
// local's script.
func lockstepGame(t testing.TB, l *network.Lockstep, script []input.Event) *runtime.Game {
	t.Helper()
	var src input.Source
	if script != nil {
		src = input.NewScript(script)
	}
	g, err := runtime.NewGame(runtime.Options{Input: l.Input(src)}, pawns{}, l)
	if err != nil {
		t.Fatal(err)
	}
	for p := range 3 {
		scenes.Add(g.Scene().NewEntity(fmt.Sprint("Pawn", p), nil), Pawn{Player: p})
	}
	return g
}

// lockstepLinks returns n links in a star over the in-memory transport
// with conditions c: the host's first.
func lockstepLinks(n int, c transport.Conditions) []*network.TransportLink {
	hub := transport.NewHub()
	hostLink := hub.NewLink()
	server := transport.NewServer(transport.Config{}, transport.NewConditioner(hostLink, c, griff.NewRand(1)))
	links := []*network.TransportLink{network.NewRollbackLink(server, true)}
	for i := range n - 1 {
		cl := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), c, griff.NewRand(uint64(2+i))), hostLink.Addr())
		links = append(links, network.NewRollbackLink(cl, false))
	}
	return links
}

// lockstepMatch is n machines of the pawn game in lockstep over links.
type lockstepMatch struct {
	links []*network.TransportLink
	ls    []*network.Lockstep
	games []*runtime.Game
	// prints are every machine's fingerprint by step.
	prints []map[griff.Tick]string
}

func newLockstepMatch(t *testing.T, n int, c transport.Conditions) *lockstepMatch {
	m := &lockstepMatch{links: lockstepLinks(n, c)}
	for p := range n {
		l, err := network.NewLockstep(network.RollbackOptions{Players: n, Local: p, Link: m.links[p]})
		if err != nil {
			t.Fatal(err)
		}
		from := griff.Tick(60 + 40*p)
		script := append(walk(from, from+50), walk(from+120, from+130)...)
		m.ls, m.games = append(m.ls, l), append(m.games, lockstepGame(t, l, script))
		m.prints = append(m.prints, map[griff.Tick]string{})
	}
	return m
}

// frame polls machine p's link at now and calls its Step, checking it
// never played a step whose inputs were not all there.
func (m *lockstepMatch) frame(t *testing.T, p int, now time.Duration) {
	t.Helper()
	m.links[p].Poll(now)
	stepped, err := m.ls[p].Step()
	if err != nil {
		t.Fatal(err)
	}
	g := m.games[p]
	if tick := g.Clock().Tick(); tick > m.ls[p].Confirmed() {
		t.Fatalf("machine %d played step %d with every input only up to %d", p, tick, m.ls[p].Confirmed())
	}
	if stepped {
		m.prints[p][g.Clock().Tick()] = g.Fingerprint()
	}
}

// check compares every step all machines played: the same state at each
// (nothing was guessed, so not even a passing difference).
func (m *lockstepMatch) check(t *testing.T, minTick griff.Tick) {
	t.Helper()
	for p := range m.games {
		if tick := m.games[p].Clock().Tick(); tick < minTick {
			t.Errorf("machine %d is at step %d, want at least %d", p, tick, minTick)
		}
		for s, fp := range m.prints[p] {
			if q, ok := m.prints[0][s]; ok && q != fp {
				t.Fatalf("after step %d machine %d's state is %s, machine 0's %s", s, p, fp, q)
			}
		}
		for q := range m.games {
			if x := m.games[p].Scene().Find(fmt.Sprint("Pawn", q)).Transform().Position().X(); x != 60 {
				t.Errorf("on machine %d pawn %d walked to x = %v, want 60", p, q, x)
			}
		}
		t.Logf("machine %d: step %d, %+v, %d dropped", p, m.games[p].Clock().Tick(), m.ls[p].Stats(), m.links[p].Dropped)
	}
}

// TestLockstepOverLossyLink plays two and three machines in lockstep over
// the in-memory transport with 100 ms latency, jitter and 10% loss: each
// walks its pawn at other times; every machine has the same state after
// every step it played, and none played a step before every input for it
// had arrived. Three machines (inputs relayed: two crossings, 200 ms and
// more) wait for the late inputs; every pawn walks its 60 units everywhere.
func TestLockstepOverLossyLink(t *testing.T) {
	bad := transport.Conditions{Latency: 100 * time.Millisecond, Jitter: 10 * time.Millisecond, Loss: 0.1}
	for _, n := range []int{2, 3} {
		t.Run(fmt.Sprint(n, "machines"), func(t *testing.T) {
			m := newLockstepMatch(t, n, bad)
			step := time.Second / 60
			for i := range 700 {
				for p := range n {
					m.frame(t, p, time.Duration(i)*step)
				}
			}
			m.check(t, griff.Tick(400+100*(3-n)))
			if d := m.ls[0].Delay(); d != 12 {
				t.Errorf("delay %d steps, want 12 (200 ms at 60 steps/s)", d)
			}
			if n == 3 {
				st := m.ls[1].Stats()
				if st.Waits == 0 || st.Waited != time.Duration(st.Waits)*m.games[1].Clock().StepDuration() {
					t.Errorf("machine 1 over two 100 ms crossings never waited: %+v", st)
				}
			}
		})
	}
}

// TestLockstepWaitsForMissingPlayer: machine 1 stops for 2 seconds (its
// game and link not run); machine 0 stops too, at most a turn on, waiting
// for its input, and says so in Stats; once machine 1 runs again both play
// on to the same state.
func TestLockstepWaitsForMissingPlayer(t *testing.T) {
	m := newLockstepMatch(t, 2, transport.Conditions{Latency: 30 * time.Millisecond})
	step := time.Second / 60
	for i := range 800 {
		now := time.Duration(i) * step
		m.frame(t, 0, now)
		if i < 100 || i >= 220 {
			m.frame(t, 1, now)
		}
		if i == 219 {
			at, st := m.games[0].Clock().Tick(), m.ls[0].Stats()
			if stopped := m.games[1].Clock().Tick(); at > stopped+griff.Tick(m.ls[0].Delay()) {
				t.Errorf("machine 0 went on to step %d, machine 1 stopped at %d", at, stopped)
			}
			if st.Longest < 100 || st.Stalls == 0 || st.Waited < 100*step {
				t.Errorf("machine 0 did not wait for machine 1: %+v", st)
			}
		}
	}
	m.check(t, 500)
}

// A sync test has no place in lockstep, and a delay past what the input
// window holds is refused; by default the delay is LockstepTurn.
func TestLockstepOptions(t *testing.T) {
	if _, err := network.NewLockstep(network.RollbackOptions{SyncTest: 4}); err == nil {
		t.Error("a lockstep sync test was accepted")
	}
	if _, err := network.NewLockstep(network.RollbackOptions{Delay: network.RollbackWindow}); err == nil {
		t.Error("a delay of a whole window was accepted")
	}
	l, err := network.NewLockstep(network.RollbackOptions{Players: 1, Delay: 3})
	if err != nil {
		t.Fatal(err)
	}
	g := lockstepGame(t, l, walk(1, 11))
	for range 20 {
		if ok, err := l.Step(); !ok || err != nil {
			t.Fatalf("a lone machine waited: %v %v", ok, err)
		}
	}
	// Held from step 1+3 to 11+3: 10 steps.
	if x := g.Scene().Find("Pawn0").Transform().Position().X(); x != 10 {
		t.Errorf("pawn 0 at x = %v, want 10", x)
	}
	if network.LocalSeat(g) != 0 {
		t.Error("seat of a lone machine is not 0")
	}
}

// sentLink is a RollbackLink that keeps what was sent.
type sentLink struct{ sends [][2]griff.Tick } // first and last step of each message

func (l *sentLink) SendInputs(player int, first griff.Tick, payloads [][]byte) error {
	n := 7
	for _, p := range payloads {
		n += 1 + len(p)
	}
	if n > transport.MaxUnreliable {
		return fmt.Errorf("%d bytes", n)
	}
	l.sends = append(l.sends, [2]griff.Tick{first, first + griff.Tick(len(payloads)) - 1})
	return nil
}

func (*sentLink) Receive(func(int, griff.Tick, []byte)) {}

// A machine waiting for a player who never sends: it stops after its turn
// of free steps, and each wait sends its last 2×Delay+1 steps again, cut
// into messages that fit a packet when many actions are held.
func TestLockstepWaitResendsInPackets(t *testing.T) {
	link := &sentLink{}
	l, err := network.NewLockstep(network.RollbackOptions{Players: 2, Link: link})
	if err != nil {
		t.Fatal(err)
	}
	var ev []input.Event
	for i := range 8 {
		ev = append(ev, input.Event{Tick: 1, Action: fmt.Sprintf("a-long-action-name-%d", i), Down: true, Value: 1})
	}
	g := lockstepGame(t, l, ev)
	for range 40 {
		if _, err := l.Step(); err != nil {
			t.Fatal(err)
		}
	}
	d := griff.Tick(l.Delay())
	if g.Clock().Tick() != d {
		t.Fatalf("played to step %d, want %d (the free turn)", g.Clock().Tick(), d)
	}
	st := l.Stats()
	if st.Waits != 40-int(d) || st.Stalls != 1 || st.Resent <= st.Waits {
		t.Fatalf("stats %+v: want %d waits in one stall, each more than one message", st, 40-int(d))
	}
	// The last wait's messages cover steps frontier-2d..frontier, in order.
	frontier := 2 * d // the last step played (d) plus the delay
	want := frontier - 2*d
	for _, s := range link.sends[len(link.sends)-st.Resent/st.Waits:] {
		if s[0] != want {
			t.Fatalf("a resent message starts at step %d, want %d (sends %v)", s[0], want, link.sends[len(link.sends)-4:])
		}
		want = s[1] + 1
	}
	if want != frontier+1 {
		t.Errorf("the resent messages end at step %d, want %d", want-1, frontier)
	}
}
