package tests

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/griffengine/griff/hosting"
	"github.com/griffengine/griff/scenes"
)

// TestPlaythroughsWithScenesReadWhenEntered replays every template's
// recorded playthrough (testdata/NAME.playthrough) into the template loaded
// as the window player loads it (hosting.LoadOptions.ScenesWhenEntered:
// scenes other than the start scene read when first entered): the replay is
// accepted (the content hash is the one recorded with hosting.Load), ends in
// the recorded fingerprint and reports no problem, as with Load.
func TestPlaythroughsWithScenesReadWhenEntered(t *testing.T) {
	for _, tm := range everyTemplate() {
		file := filepath.Join("testdata", tm.Name+".playthrough")
		if _, err := os.Stat(file); err != nil {
			continue // played another way (the multiplayer template over the network)
		}
		t.Run(tm.Name, func(t *testing.T) {
			f, err := os.Open(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			p, err := hosting.ReadPlaythrough(file, f)
			if err != nil {
				t.Fatal(err)
			}
			lg, err := hosting.LoadWith(tm.Files, tm.Name, hosting.LoadOptions{ScenesWhenEntered: true})
			if err != nil {
				t.Fatal(err)
			}
			var problems []scenes.Problem
			g, err := hosting.Replay(lg, hosting.Options{Problems: func(pr scenes.Problem) { problems = append(problems, pr) }}, p, time.Second/60)
			if err != nil {
				t.Fatal(err)
			}
			if err := p.Check(g); err != nil {
				t.Error(err)
			}
			for _, pr := range problems {
				t.Errorf("problem %v", pr)
			}
		})
	}
}
