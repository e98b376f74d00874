package sounds_test

import (
	"testing"

	"github.com/griffengine/griff/audio/mixer"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/sounds"
)

// TestResimulatedStepsPlayNothing plays the probe's cue of step 1 in a step
// re-simulated by a rollback: no voice starts; the same step played for the
// first time starts one.
func TestResimulatedStepsPlayNothing(t *testing.T) {
	for _, resim := range []bool{true, false} {
		mix := mixer.New(mixer.Options{Rate: testRate})
		p := &cueProbe{mix: mix}
		g := newGame(t, runtime.Options{}, sounds.Options{Mixer: mix}, p)
		g.SetResimulating(resim)
		g.Step()
		g.SetResimulating(false)
		g.Step()
		want := 1
		if resim {
			want = 0
		}
		if got := mix.Voices(); got != want {
			t.Errorf("cue of a step re-simulated %v: %d voices after it, want %d", resim, got, want)
		}
	}
}
