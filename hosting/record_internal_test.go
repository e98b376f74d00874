package hosting

import (
	"testing"

	"github.com/griffengine/griff/griff"
	"github.com/griffengine/griff/griff/input"
)

// answers is a source whose answer for a tick can change between asks, as
// a rollback's source does when a prediction is corrected.
type answers map[griff.Tick][]input.Event

func (a answers) Events(tick griff.Tick, dst []input.Event) []input.Event {
	return append(dst, a[tick]...)
}

// A step asked again (a rollback's re-simulation) replaces what was
// recorded from that step on; the recording ends as the last pass asked.
func TestSteppedRecorderKeepsTheLastPass(t *testing.T) {
	src := answers{
		1: {{Action: "left", Down: true, Player: 1}},
		3: {{Action: "left", Player: 1}},
	}
	r := &steppedRecorder{src: src}
	for tick := range griff.Tick(5) {
		r.Events(tick, nil)
	}
	src[1] = nil // corrected: player 1 pressed at step 2 and held on
	src[2] = []input.Event{{Action: "left", Down: true, Player: 1}}
	src[3] = nil
	for tick := griff.Tick(1); tick < 5; tick++ {
		r.Events(tick, nil)
	}
	if len(r.log) != 1 || r.log[0].Tick != 2 || !r.log[0].Down || r.log[0].Player != 1 {
		t.Errorf("recorded %+v, want only player 1's press at step 2", r.log)
	}
}
