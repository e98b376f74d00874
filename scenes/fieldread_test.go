package scenes_test

import (
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/scenes"
)

type numbered struct {
	HP      int           `json:"hp"`
	Speed   float32       `json:"speed" griff:"was=pace"`
	Full    bool          `json:"full"`
	Wait    time.Duration `json:"wait"`
	Name    string        `json:"name"`
	Points  []int         `json:"points"`
	private int
}

func init() { scenes.Register[numbered]("Test.Numbered") }

// TestNumberAndText reads a component's saved fields by key: numbers of every
// kind, a duration in seconds, a former key, strings, and refuses what is not
// a number, a string or a saved field.
func TestNumberAndText(t *testing.T) {
	ct := scenes.TypeOf[numbered]()
	v := &numbered{HP: 3, Speed: 1.5, Full: true, Wait: 1500 * time.Millisecond, Name: "Ann", private: 7}
	for _, tc := range []struct {
		key  string
		want float64
		ok   bool
	}{{"hp", 3, true}, {"speed", 1.5, true}, {"pace", 1.5, true}, {"full", 1, true}, {"wait", 1.5, true},
		{"name", 0, false}, {"points", 0, false}, {"private", 0, false}, {"HP", 0, false}} {
		if got, ok := ct.Number(v, tc.key); got != tc.want || ok != tc.ok {
			t.Errorf("Number(%q) = %v, %v; want %v, %v", tc.key, got, ok, tc.want, tc.ok)
		}
	}
	if s, ok := ct.Text(v, "name"); s != "Ann" || !ok {
		t.Errorf("Text(name) = %q, %v; want Ann, true", s, ok)
	}
	if s, ok := ct.Text(v, "hp"); s != "" || ok {
		t.Errorf("Text(hp) = %q, %v; want \"\", false", s, ok)
	}
	if n := testing.AllocsPerRun(100, func() { ct.Number(v, "wait") }); n != 0 {
		t.Errorf("Number allocates %v times, want 0", n)
	}
}

// TestSetNumber sets a component's saved number fields by key, as Number
// reads them: an int rounded toward zero, a float, a bool, a duration in
// seconds, a former key; and refuses, changing nothing, what is no number
// field, out of the field's range or not finite.
func TestSetNumber(t *testing.T) {
	ct := scenes.TypeOf[numbered]()
	v := &numbered{}
	for _, tc := range []struct {
		key string
		x   float64
		ok  bool
	}{{"hp", 7.9, true}, {"pace", 2.5, true}, {"full", 1, true}, {"wait", 0.25, true},
		{"name", 1, false}, {"points", 1, false}, {"private", 1, false}, {"hp", math.NaN(), false}, {"hp", math.Inf(1), false}, {"hp", 1e300, false}} {
		if ok := ct.SetNumber(v, tc.key, tc.x); ok != tc.ok {
			t.Errorf("SetNumber(%q, %v) = %v, want %v", tc.key, tc.x, ok, tc.ok)
		}
	}
	want := numbered{HP: 7, Speed: 2.5, Full: true, Wait: 250 * time.Millisecond}
	if v.HP != want.HP || v.Speed != want.Speed || v.Full != want.Full || v.Wait != want.Wait || v.Name != "" || v.private != 0 {
		t.Errorf("after SetNumber: %+v, want %+v", *v, want)
	}
	if n := testing.AllocsPerRun(100, func() { ct.SetNumber(v, "hp", 3) }); n != 0 {
		t.Errorf("SetNumber allocates %v times, want 0", n)
	}
}
