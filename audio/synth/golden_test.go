package synth_test

import (
	"flag"
	"fmt"
	"hash/fnv"
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/griffengine/griff/audio/synth"
	"github.com/griffengine/griff/griff"
)

var update = flag.Bool("update", false, "rewrite testdata/presets.golden")

// TestPresetsGolden pins every preset's rendering for seeds 1 to 3: its frame count
// and an FNV-1a hash of its samples' bits. A change here is a change in sound.
func TestPresetsGolden(t *testing.T) {
	var b strings.Builder
	for k := synth.PresetCoin; k <= synth.PresetBlip; k++ {
		for seed := uint64(1); seed <= 3; seed++ {
			s := synth.Render(synth.Generate(k, griff.NewRand(seed)), seed, 48000)
			h := fnv.New64a()
			for _, v := range s.Samples {
				u := math.Float32bits(v)
				h.Write([]byte{byte(u), byte(u >> 8), byte(u >> 16), byte(u >> 24)})
			}
			fmt.Fprintf(&b, "%s seed %d: %d frames, hash %016x\n", k, seed, s.Frames(), h.Sum64())
		}
	}
	path := filepath.Join("testdata", "presets.golden")
	if *update {
		if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update)", err)
	}
	if got := b.String(); got != string(want) {
		t.Errorf("presets changed:\ngot:\n%swant:\n%s", got, want)
	}
}
