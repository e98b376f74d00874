package network_test

import (
	"testing"
	"time"

	"github.com/griffengine/griff/net/session"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// seated adds an entity of seat p to g's scene.
func seated(g *runtime.Game, name string, p int) *scenes.Entity {
	e := g.Scene().NewEntity(name, nil)
	scenes.Add(e, network.Seat{Player: p})
	return e
}

func TestSeatOffline(t *testing.T) {
	g, err := runtime.NewGame(runtime.Options{}, network.NewSystem(network.Options{}))
	if err != nil {
		t.Fatal(err)
	}
	zero, one, bad := seated(g, "Zero", 0), seated(g, "One", 1), seated(g, "Bad", 9)
	g.Step()
	if !zero.Active() || one.Active() || bad.Active() {
		t.Errorf("offline: seat 0 active %v, seat 1 %v, seat 9 %v; want true, false, false", zero.Active(), one.Active(), bad.Active())
	}
}

// A seat is active on the host while its player is in the session: from
// their join, through their grace period, until they are gone.
func TestSeatFollowsItsPlayer(t *testing.T) {
	hub := transport.NewHub()
	link := hub.NewLink()
	sys := network.NewSystem(network.Options{Host: transport.NewServer(transport.Config{}, link), Grace: time.Second})
	host, err := runtime.NewGame(runtime.Options{Input: sys.Input(nil)}, sys)
	if err != nil {
		t.Fatal(err)
	}
	one, two := seated(host, "One", 1), seated(host, "Two", 2)
	tr := transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())
	c := session.NewClient(tr, session.JoinConfig{Name: "ann"})
	steps := func(n int) {
		for range n {
			host.Step()
			c.Poll(time.Duration(host.Clock().Tick()) * host.Clock().StepDuration())
		}
	}
	steps(1)
	if one.Active() || two.Active() {
		t.Fatal("the seats are active before anyone joined")
	}
	steps(30)
	if !one.Active() || two.Active() {
		t.Fatalf("after ann joined as %d: seat 1 active %v, seat 2 %v; want true, false", c.ID(), one.Active(), two.Active())
	}
	tr.Close() // ann's connection drops: her seat waits for her through the grace period
	steps(30)
	if !one.Active() {
		t.Error("seat 1 is not active within its player's grace period")
	}
	steps(120)
	if one.Active() {
		t.Error("seat 1 is still active after its player's grace period")
	}
}

// Offline, a seat marked Offline is the local player's: active, and the
// local input (player 0's) moves its player's pawn.
func TestOfflineSeatTakesTheLocalPlayer(t *testing.T) {
	m := newMachine(t, network.Options{}, walk(5, 15))
	one, two := seated(m.g, "SeatOne", 1), seated(m.g, "SeatTwo", 2)
	scenes.Get[network.Seat](one).Offline = true
	scenes.Add(one, Pawn{Player: 1})
	for range 30 {
		m.g.Step()
	}
	if !one.Active() || two.Active() {
		t.Errorf("offline: seat 1 (Offline) active %v, seat 2 %v; want true, false", one.Active(), two.Active())
	}
	if x := one.Transform().Position().X(); x != 10 {
		t.Errorf("the local player walked seat 1's pawn to x = %v, want 10 (10 steps held)", x)
	}
	if x := m.g.Scene().Find("Pawn0").Transform().Position().X(); x != 0 {
		t.Errorf("player 0's pawn walked to x = %v offline with an Offline seat, want 0: the input is seat 1's", x)
	}
	// Online, Offline changes nothing: no one joined, the seat is inactive.
	hub := transport.NewHub()
	h := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, hub.NewLink())}, nil)
	hs := seated(h.g, "SeatOne", 1)
	scenes.Get[network.Seat](hs).Offline = true
	h.g.Step()
	if hs.Active() {
		t.Error("on a host, an Offline seat with no player is active")
	}
}
