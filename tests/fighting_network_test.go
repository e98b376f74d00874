package tests

import (
	"testing"
	"time"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/modules/fighting"
	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// TestFightingOverRollbackNetwork plays the fighting template on two
// machines in rollback mode over the in-memory transport with 60 ms
// latency, jitter and 5% loss: player 0 picks versus on the title, player
// 1 (the second machine, which also runs the sync test) walks its
// fighter in and kicks. Both machines end at the same fingerprint with
// side 1 where player 1 walked it.
func TestFightingOverRollbackNetwork(t *testing.T) {
	lg, _ := loadTemplate(t, "fighting")
	hub := transport.NewHub()
	bad := transport.Conditions{Latency: 60 * time.Millisecond, Jitter: 10 * time.Millisecond, Loss: 0.05}
	hostLink := hub.NewLink()
	server := transport.NewServer(transport.Config{}, transport.NewConditioner(hostLink, bad, griff.NewRand(1)))
	client := transport.NewClient(transport.Config{}, transport.NewConditioner(hub.NewLink(), bad, griff.NewRand(2)), hostLink.Addr())
	links := []*network.TransportLink{network.NewRollbackLink(server, true), network.NewRollbackLink(client, false)}
	press := func(at griff.Tick, action string, steps griff.Tick) []input.Event {
		return []input.Event{{Tick: at, Action: action, Down: true, Value: 1}, {Tick: at + steps, Action: action}}
	}
	scripts := [2][]input.Event{
		append(press(20, fighting.ActionDown, 2), press(30, fighting.ActionStart, 2)...),
		append(press(200, fighting.ActionLeft, 50), press(300, fighting.ActionHK, 2)...),
	}
	var rbs [2]*network.Rollback
	var games [2]*runtime.Game
	for p := range 2 {
		// Machine 1 also runs the sync test: versus mode with a remote
		// player re-simulates the same.
		r, err := network.NewRollback(network.RollbackOptions{Players: 2, Local: p, Link: links[p], SyncTest: 4 * p})
		if err != nil {
			t.Fatal(err)
		}
		g, err := lg.NewGame(hosting.Options{Input: r.Input(input.NewScript(scripts[p]))})
		if err != nil {
			t.Fatal(err)
		}
		r.Attach(g)
		rbs[p], games[p] = r, g
	}
	step := time.Second / 60
	kicked := false
	for i := range 420 {
		now := time.Duration(i) * step
		for p := range 2 {
			links[p].Poll(now)
			if err := rbs[p].Step(); err != nil {
				t.Fatalf("machine %d, step %d: %v", p, i, err)
			}
		}
		for _, f := range scenes.Active[fighting.Fighter](games[0].Scene()) {
			if f.Side == 1 && f.Move >= 0 {
				kicked = true
			}
		}
	}
	want := games[0].Fingerprint()
	for p := range 2 {
		if got := games[p].Fingerprint(); got != want {
			t.Errorf("machine %d ends with fingerprint %s, machine 0 with %s", p, got, want)
		}
		for _, m := range scenes.Active[fighting.Match](games[p].Scene()) {
			if m.Mode != fighting.ModeVersus || m.Phase != fighting.PhaseFight {
				t.Errorf("machine %d: mode %d phase %v, want a versus fight", p, m.Mode, m.Phase)
			}
		}
		for _, f := range scenes.Active[fighting.Fighter](games[p].Scene()) {
			if f.Side == 1 && f.X > fighting.StartRight-100 {
				t.Errorf("machine %d: player 1's fighter is at x %d; it walked from %d for 50 steps", p, f.X, fighting.StartRight)
			}
		}
		t.Logf("machine %d: %+v", p, rbs[p].Stats())
	}
	if !kicked {
		t.Error("player 1's kick was never seen on machine 0")
	}
}
