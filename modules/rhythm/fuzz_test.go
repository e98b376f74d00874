package rhythm_test

import (
	"testing"

	"github.com/griffengine/griff/modules/rhythm"
)

// FuzzReadChart: ReadChart never panics, and a chart that reads has its
// notes in order, in its lanes, with times that do not go backwards, and
// writes back (WriteChart) to a chart with the same number of notes.
func FuzzReadChart(f *testing.F) {
	f.Add([]byte("title T\nlanes 4\nbpm 120\ntempo 4 90\n0 lane 1\n1 1/2 lane 2\nhold 2..3 lane 3\n"))
	f.Add([]byte("offset 1s\n1/3 lane 1\n"))
	f.Add([]byte("hold 1 1/2 .. 2 lane 1\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		c, err := rhythm.ReadChart("fuzz", data)
		if err != nil {
			return
		}
		for i, n := range c.Notes {
			if n.Lane < 0 || n.Lane >= c.Lanes || n.At < 0 || n.Hold() && n.EndAt < n.At {
				t.Fatalf("note %d: %+v", i, n)
			}
			if i > 0 && n.At < c.Notes[i-1].At {
				t.Fatalf("note %d at %v before note %d at %v", i, n.At, i-1, c.Notes[i-1].At)
			}
		}
		var taps []rhythm.Tap
		for _, n := range c.Notes {
			taps = append(taps, rhythm.Tap{Lane: n.Lane, Beat: n.Beat, End: n.End})
		}
		back, err := rhythm.ReadChart("back", []byte(rhythm.WriteChart(c, taps)))
		if err != nil || len(back.Notes) != len(c.Notes) {
			t.Fatalf("written back: %v", err)
		}
	})
}
