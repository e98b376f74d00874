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
