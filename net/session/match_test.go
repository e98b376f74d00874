package session_test

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/scenes"
)

// Hand is a card only its owner may see.
type Hand struct {
	Owner uint8 `json:"owner"`
	Card  int   `json:"card"`
}

// VisibleTo implements session.Visibility.
func (h *Hand) VisibleTo(p session.PlayerID) bool { return uint8(p) == h.Owner }

// Pawn is a player's entity; Score counts the steps it moved.
type Pawn struct {
	Player uint8 `json:"player"`
	Score  int   `json:"score"`
}

func init() {
	scenes.Register[Hand]("SessionTest.Hand")
	scenes.Register[Pawn]("SessionTest.Pawn")
}

const (
	stepRate = 60
	players  = 3 // the host's own and two joined
)

// rig is a host and players over a hub with a conditioner on every link.
type rig struct {
	hub     *transport.Hub
	host    *session.Host
	server  *transport.Server
	clients []*session.Client
	scene   *scenes.Scene
	pawns   []*scenes.Entity
	now     time.Duration
	step    griff.Tick
	last    [players][]byte     // each player's input last applied
	onTime  [players]int        // steps whose input was there in time
	sent    map[string][32]byte // player/step → hash of the host's frame
	buf     []byte
}

var bad = transport.Conditions{Latency: 100 * time.Millisecond, Loss: 0.1}

func newRig(t *testing.T, seed uint64) *rig { return newRigAt(t, seed, 0) }

// newRigAt is newRig with the players' clients told the step rate rate.
func newRigAt(t *testing.T, seed uint64, rate int) *rig {
	r := &rig{hub: transport.NewHub(), sent: map[string][32]byte{}}
	link := r.hub.NewLink()
	r.server = transport.NewServer(transport.Config{}, transport.NewConditioner(link, bad, griff.NewRand(seed)))
	r.host = session.NewHost(r.server, session.HostConfig{})
	for i := 1; i < players; i++ {
		cl := transport.NewClient(transport.Config{}, transport.NewConditioner(r.hub.NewLink(), bad, griff.NewRand(seed+uint64(i))), link.Addr())
		r.clients = append(r.clients, session.NewClient(cl, session.JoinConfig{Name: fmt.Sprint("p", i), StepRate: rate}))
	}
	r.scene = scenes.NewScene("arena", scenes.NewProblems(nil))
	for p := range players {
		e := r.scene.NewEntity(fmt.Sprint("Pawn", p), nil)
		scenes.Add(e, Pawn{Player: uint8(p)})
		e.Transform().SetPosition(griff.Vec{float64(100 * p), 0})
		hand := r.scene.NewEntity("Hand", e)
		scenes.Add(hand, Hand{Owner: uint8(p), Card: 7 + p})
		r.pawns = append(r.pawns, e)
	}
	r.scene.NewEntity("Wall", nil).Transform().SetPosition(griff.Vec{0, 500})
	return r
}

// script is the input of player p at step s: a direction byte.
func script(p int, s griff.Tick) []byte {
	return []byte{byte((int(s)/20 + p) % 4)}
}

// tick advances every machine one step.
func (r *rig) tick(t *testing.T) {
	r.now += time.Second / stepRate
	for _, c := range r.clients {
		c.Poll(r.now)
		if s := c.InputStep(); s >= 0 {
			c.SendInput(s, script(int(c.ID()), s))
		}
	}
	r.host.SetInput(r.step+session.InputDelay, script(0, r.step+session.InputDelay))
	r.host.Poll(r.now)
	if ok, _ := r.host.Started(); !ok {
		return
	}
	r.scene.BeginStep()
	for p, e := range r.pawns {
		in, ok := r.host.Input(session.PlayerID(p), r.step)
		if ok {
			r.last[p] = append(r.last[p][:0], in...)
			if bytes.Equal(in, script(p, r.step)) {
				r.onTime[p]++
			}
		}
		if len(r.last[p]) == 1 {
			d := [4]griff.Vec{{1, 0}, {0, 1}, {-1, 0}, {0, -1}}[r.last[p][0]%4]
			e.Transform().Move(d.Mul(2))
			scenes.Get[Pawn](e).Score++
		}
	}
	if _, err := r.host.Publish(r.step, r.build); err != nil {
		t.Fatal(err)
	}
	r.step++
}

func (r *rig) build(p session.PlayerID, f *session.Frame) error {
	var err error
	r.buf, err = session.AppendVisible(f, r.scene, p, r.step, r.buf)
	r.sent[fmt.Sprint(p, "/", r.step)] = sha256.Sum256(f.AppendTo(nil))
	return err
}

func TestMatchOverBadNetwork(t *testing.T) {
	r := newRig(t, 1)
	for r.now < 3*time.Second && len(r.host.Players()) < players {
		r.tick(t)
	}
	if n := len(r.host.Players()); n != players {
		t.Fatalf("%d players joined in 3 s, want %d", n, players)
	}
	for _, c := range r.clients {
		c.SetReady(true)
	}
	for r.now < 5*time.Second && !allReady(r.host.Players()) {
		r.tick(t)
	}
	r.host.Start(r.step)
	var before [players]uint64
	for i := 1; i < players; i++ {
		before[i] = r.server.Stats(transport.PeerID(i)).BytesOut
	}
	const seconds = 20
	for range seconds * stepRate {
		r.tick(t)
	}
	for i, c := range r.clients {
		f := c.Latest()
		if f == nil {
			t.Fatalf("player %d rebuilt no snapshot (dropped %d, host dropped %d, started %v)", c.ID(), c.Dropped, r.host.Dropped, fmt.Sprint(c.Started()))
		}
		if r.step-f.Step > 30 {
			t.Errorf("player %d's newest snapshot is of step %d, the host is at %d", c.ID(), f.Step, r.step)
		}
		got := sha256.Sum256(f.AppendTo(nil))
		if want := r.sent[fmt.Sprint(c.ID(), "/", f.Step)]; got != want {
			t.Errorf("player %d's rebuilt state of step %d differs from the host's", c.ID(), f.Step)
		}
		checkRebuilt(t, f, c.ID())
		kept := 0
		for step := r.step - 200; step < r.step; step++ {
			if g := c.Frame(step); g != nil {
				kept++
				if sha256.Sum256(g.AppendTo(nil)) != r.sent[fmt.Sprint(c.ID(), "/", step)] {
					t.Errorf("player %d's kept state of step %d differs from the host's", c.ID(), step)
				}
			}
		}
		if kept < session.History/2 {
			t.Errorf("player %d kept %d rebuilt snapshots of the last 200 steps", c.ID(), kept)
		}
		bps := float64(r.server.Stats(transport.PeerID(i+1)).BytesOut-before[i+1]) / seconds
		t.Logf("player %d: %.0f bytes/s from the host at %d steps/s (RTT %v)", c.ID(), bps, stepRate, c.RTT())
		if bps > 8000 {
			t.Errorf("player %d got %.0f bytes/s, over 8000", c.ID(), bps)
		}
	}
	// Inputs went through: almost every step's input was there in time,
	// despite the loss (the redundancy) and the latency (InputStep).
	for p := range players {
		t.Logf("player %d: input in time on %d steps of %d", p, r.onTime[p], seconds*stepRate)
		if r.onTime[p] < seconds*stepRate*95/100 {
			t.Errorf("player %d's input was in time on %d steps of %d", p, r.onTime[p], seconds*stepRate)
		}
	}
}

// sameButFlags reports whether two records are the same but for the moved
// and jumped flags of a transform (a new entity's transform jumped).
func sameButFlags(a, b []byte) bool {
	if len(a) != len(b) {
		return false
	}
	diff := 0
	for i := range a {
		if a[i] != b[i] {
			diff++
			if (a[i]^b[i])&^6 != 0 {
				return false
			}
		}
	}
	return diff <= 1
}

func allReady(ps []session.Player) bool {
	for _, p := range ps[1:] {
		if !p.Ready {
			return false
		}
	}
	return true
}

// checkRebuilt puts a rebuilt frame's records into a scene: the other
// players' hands are not in it, the player's own is.
func checkRebuilt(t *testing.T, f *session.Frame, me session.PlayerID) {
	t.Helper()
	s := scenes.NewScene("match", nil)
	for i := range f.Len() {
		e, err := s.ApplyNetRecord(f.Record(i))
		if err != nil {
			t.Fatalf("player %d's rebuilt record %d does not apply: %v", me, i, err)
		}
		if again, _ := e.AppendNetRecord(nil); !sameButFlags(again, f.Record(i)) {
			t.Errorf("player %d's rebuilt entity %d writes different bytes", me, e.ID())
		}
	}
	hands := 0
	for e := range s.Walk() {
		if h := scenes.Get[Hand](e); h != nil {
			hands++
			if h.Owner != uint8(me) {
				t.Errorf("player %d sees player %d's hand", me, h.Owner)
			}
		}
	}
	if hands != 1 {
		t.Errorf("player %d sees %d hands, want 1", me, hands)
	}
}
