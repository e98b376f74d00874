package network_test

import (
	"testing"

	"github.com/griffengine/griff/net/transport"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/network"
	"github.com/griffengine/griff/scenes"
)

// Tally counts the host's steps: a component whose state differs in every
// snapshot.
type Tally struct {
	N int `json:"n"`
}

func init() { scenes.Register[Tally]("NetworkTest.Tally") }

var stepTally = runtime.NewStep("Tally")

// tallies adds one to every Tally each step (on the host only).
type tallies struct{}

func (tallies) Name() string { return "Tallies" }

func (tallies) Setup(g *runtime.Game) error {
	g.AddStep(stepTally, runtime.InPhase(runtime.PhaseLogic), func(g *runtime.Game) {
		for e := range runtime.Each[Tally](g) {
			scenes.Get[Tally](e).N++
		}
	})
	return nil
}

// A player's scene holds the state of the snapshot RenderFrames reports it
// draws from, at every step: while snapshots arrive (drawn between two) and
// once they stop (the host stalls: the render step runs past the newest,
// which is held). RenderFrames used to report the two newest then, while the
// mirror held the newest: the scene's state was a snapshot ahead of from's.
// Which steps this happens at under loss depends on the bytes of the
// snapshots, so on how many component types are registered before a type;
// this test makes it happen on purpose.
func TestSceneIsRenderFrom(t *testing.T) {
	hub := transport.NewHub()
	link := hub.NewLink()
	host := newMachine(t, network.Options{Host: transport.NewServer(transport.Config{}, link)}, nil, tallies{})
	scenes.Add(host.g.Scene().NewEntity("Tally", nil), Tally{})
	player := newMachine(t, network.Options{Join: transport.NewClient(transport.Config{}, hub.NewLink(), link.Addr())}, nil)
	net := runtime.Service[network.Service](player.g)
	scratch := scenes.NewScene("scratch", nil)
	checked, held := 0, 0
	for step := range 160 {
		player.g.Step()
		if step < 120 { // then the host stalls
			host.g.Step()
		}
		from, to := net.RenderFrames()
		if from == nil || to == nil || step < 60 {
			continue
		}
		e := player.g.Scene().Find("Tally")
		i, ok := from.Find(e.ID())
		if !ok {
			t.Fatalf("step %d: the Tally entity is not in the render frame %d", step, from.Step)
		}
		want, err := scratch.ApplyNetRecord(from.Record(i))
		if err != nil {
			t.Fatal(err)
		}
		if got, want := scenes.Get[Tally](e).N, scenes.Get[Tally](want).N; got != want {
			t.Errorf("step %d: the player's Tally is %d, the host's at render frame %d (to %d) had %d", step, got, from.Step, to.Step, want)
		}
		checked++
		if from.Step == to.Step {
			held++
		}
	}
	if checked < 90 || held < 20 {
		t.Errorf("checked %d steps, %d with the newest snapshot held; want at least 90 and 20", checked, held)
	}
}
