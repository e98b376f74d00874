package rhythm_test

import (
	"io/fs"
	"strings"
	"testing"

	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/modules/rhythm"
	"github.com/griffengine/griff/runtime"
	"github.com/griffengine/griff/runtime/saves"
	"github.com/griffengine/griff/scenes"
)

// records is a saves.Records kept in memory, provided as the service.
type records map[string][]byte

func (r records) Name() string { return "records" }
func (r records) Setup(g *runtime.Game) error {
	runtime.Provide[saves.Records](g, r)
	return nil
}
func (r records) WriteRecord(name string, data []byte) error {
	r[name] = append([]byte(nil), data...)
	return nil
}
func (r records) ReadRecord(name string) ([]byte, error) {
	if d, ok := r[name]; ok {
		return d, nil
	}
	return nil, fs.ErrNotExist
}

const recordScene = `{"format": 1, "nextId": 3, "entities": [
  {"id": 1, "name": "Song", "components": {"Griff.BeatTrack": {}}},
  {"id": 2, "name": "Lanes", "components": {"Rhythm.Lanes": {"chart": "charts/t.chart", "record": true, "recordBeats": 8}}}]}`

// TestRecordMode taps along a 120 BPM song (beat n starts step 2+30n) in
// record mode: a tap just after beat 1, one 0.1 beat after beat 2 (rounded
// to beat 2), a press of lane 3 from beat 2 1/4 held to about beat 3 1/2
// (a hold), a press held a quarter beat (a tap); at beat 8 the chart is
// written, reads back, and is kept as the record rhythm-recorded.
func TestRecordMode(t *testing.T) {
	fsys := templateWith(t, map[string]string{"charts/t.chart": "title Tapped\nbpm 120\n", "scenes/t.json": recordScene})
	rec := records{}
	ev := []input.Event{
		press(32, 0, 0.25), release(33, 0, 0),
		press(65, 1, 0), release(66, 1, 0), // beat 2 + 3 steps = 2.1 beats
		press(69, 2, 0.5), release(107, 2, 0), // 2 1/4 to 3.48 beats
		press(182, 3, 0), release(189, 3, 0), // 6 to 6.23 beats
	}
	var probs []scenes.Problem
	g := newGame(t, fsys, "t", input.NewScript(ev), &probs, rec)
	if !stepUntil(g, 400, func() bool { return lanes(t, g).Over }) {
		t.Fatal("the recording did not end")
	}
	text, ok := rhythm.Of(g).Recorded(g.Scene().Find("Lanes"))
	if !ok || string(rec[rhythm.RecordedRecord]) != text {
		t.Fatalf("recorded %v %q; the record holds %q", ok, text, rec[rhythm.RecordedRecord])
	}
	want := "1 lane 1\n2 lane 2\nhold 2 1/4..3 1/2 lane 3\n6 lane 4\n"
	if !strings.HasSuffix(text, want) || !strings.Contains(text, "title Tapped\n") {
		t.Errorf("the chart written:\n%s\nwant it to end\n%s", text, want)
	}
	if _, err := rhythm.ReadChart("recorded", []byte(text)); err != nil {
		t.Error(err)
	}
	if l := lanes(t, g); l.Judged != 0 || l.Score != 0 {
		t.Errorf("record mode judged %d notes", l.Judged)
	}
	for _, p := range probs {
		t.Errorf("problem: %v", p)
	}
}
