package hosting_test

import (
	"bytes"
	"errors"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/assets"
	"github.com/griffengine/griff/griff/input"
	"github.com/griffengine/griff/hosting"
)

func builtin(t testing.TB) *hosting.LoadedGame {
	t.Helper()
	lg, err := hosting.Load(assets.BuiltinGame(), "builtin")
	if err != nil {
		t.Fatal(err)
	}
	return lg
}

// fromTitle is the input of a built-in game played from its title menu: Play
// in step 1, nothing else.
func fromTitle() input.Source {
	return input.NewScript([]input.Event{{Tick: 1, Action: "UIAccept", Down: true, Value: 1}, {Tick: 2, Action: "UIAccept"}})
}

func TestRecordReplayCheck(t *testing.T) {
	lg := builtin(t)
	p, err := hosting.Record(lg, hosting.Options{Seed: 5}, fromTitle(), 300)
	if err != nil {
		t.Fatal(err)
	}
	var file bytes.Buffer
	if err := p.Write(&file); err != nil {
		t.Fatal(err)
	}
	back, err := hosting.ReadPlaythrough("rec.txt", &file)
	if err != nil {
		t.Fatal(err)
	}
	if back.Steps != 300 || back.Seed != 5 || len(back.State) != len(p.State) {
		t.Fatalf("read back steps %d seed %d with %d state lines, want 300, 5 and %d", back.Steps, back.Seed, len(back.State), len(p.State))
	}
	for _, hz := range []float64{30, 60, 144} {
		g, err := hosting.Replay(lg, hosting.Options{}, back, time.Duration(float64(time.Second)/hz))
		if err != nil {
			t.Fatal(err)
		}
		if err := back.Check(g); err != nil {
			t.Errorf("replay at %v Hz: %v", hz, err)
		}
	}
	// A playthrough of another game is refused.
	other := *back
	other.Game = "Another Game"
	if _, err := hosting.Replay(lg, hosting.Options{}, &other, 0); !errors.Is(err, hosting.ErrBadPlaythrough) {
		t.Errorf("replaying another game's playthrough: %v, want ErrBadPlaythrough", err)
	}
	// A replay with another seed must fail the check, naming what differs.
	back.Seed = 6
	g, err := hosting.Replay(lg, hosting.Options{}, back, 0)
	if err != nil {
		t.Fatal(err)
	}
	err = back.Check(g)
	if err == nil || !strings.Contains(err.Error(), "differs: game rand") || !strings.Contains(err.Error(), "Griff.Mover") {
		t.Errorf("check of a replay with another seed: %v, want a list of differing parts", err)
	}
}

func TestReadPlaythroughErrors(t *testing.T) {
	tests := []struct{ text, want string }{
		{"", "p.txt:1: bad playthrough: want the header"},
		{"griff-playthrough 1\nseed x\n", "p.txt:2: bad playthrough: seed \"x\""},
		{"griff-playthrough 1\nsteps -1\n", "p.txt:2: bad playthrough: steps"},
		{"griff-playthrough 1\nwhat 1\n", "p.txt:2: bad playthrough: unknown line"},
		{"griff-playthrough 1\nstate x\n", "p.txt:2: bad playthrough: state line"},
		{"griff-playthrough 1\ngame Demo\n", "p.txt:2: bad playthrough: game Demo is not a quoted name"},
		{"griff-playthrough 1\ngriff-input 1\n5 0 jump sideways\n", "events from line 2"},
	}
	for _, tt := range tests {
		_, err := hosting.ReadPlaythrough("p.txt", strings.NewReader(tt.text))
		if err == nil || !strings.Contains(err.Error(), tt.want) || !errors.Is(err, hosting.ErrBadPlaythrough) {
			t.Errorf("ReadPlaythrough(%q) = %v, want an ErrBadPlaythrough containing %q", tt.text, err, tt.want)
		}
	}
}

func FuzzReadPlaythrough(f *testing.F) {
	f.Add([]byte("griff-playthrough 1\ngame \"x\"\nseed 1\nsteps 3\nfingerprint ab\nstate game clock 00\ngriff-input 1\n1 0 jump down\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := hosting.ReadPlaythrough("f", bytes.NewReader(data))
		if err == nil {
			var b bytes.Buffer
			if werr := p.Write(&b); werr != nil {
				t.Fatalf("a playthrough that read does not write: %v", werr)
			}
		}
	})
}

// TestDamagedPlaythroughsAreRefused cuts and edits a real recording: every kind
// of damage is refused with a clear error, never replayed as if whole.
func TestDamagedPlaythroughsAreRefused(t *testing.T) {
	lg := builtin(t)
	src := input.NewScript([]input.Event{
		{Tick: 5, Action: "right", Down: true, Value: 1}, {Tick: 40, Action: "jump", Down: true, Value: 1},
		{Tick: 50, Action: "jump"}, {Tick: 90, Action: "right"}})
	p, err := hosting.Record(lg, hosting.Options{}, src, 120)
	if err != nil {
		t.Fatal(err)
	}
	var b bytes.Buffer
	p.Write(&b)
	whole := b.String()
	if _, err := hosting.ReadPlaythrough("r", strings.NewReader(whole)); err != nil {
		t.Fatalf("the whole file: %v", err)
	}
	lines := strings.SplitAfter(whole, "\n")
	stateLine := 0
	for i, l := range lines {
		if strings.HasPrefix(l, "state ") && strings.Contains(l, "transform") {
			stateLine = i
			break
		}
	}
	edit := func(i int, f func(string) string) string {
		c := append([]string(nil), lines...)
		c[i] = f(c[i])
		return strings.Join(c, "")
	}
	tests := []struct{ name, text, want string }{
		{"cut in the events", strings.Join(lines[:len(lines)-2], ""), "3 events, the file says 4"},
		{"cut in the state", strings.Join(lines[:stateLine], ""), "does not match its state lines"},
		{"a state hash changed", edit(stateLine, func(l string) string { return l[:len(l)-2] + "x\n" }), "does not match its state lines"},
		{"huge steps", strings.Replace(whole, "steps 120", "steps 3000000000000", 1), "steps \"3000000000000\""},
		{"steps before the last event", strings.Replace(whole, "steps 120", "steps 60", 1), "after the last step 60"},
	}
	for _, tt := range tests {
		_, err := hosting.ReadPlaythrough("r", strings.NewReader(tt.text))
		if err == nil || !errors.Is(err, hosting.ErrBadPlaythrough) || !strings.Contains(err.Error(), tt.want) {
			t.Errorf("%s: %v, want ErrBadPlaythrough containing %q", tt.name, err, tt.want)
		}
	}
	// The same game name with other content is refused by Replay.
	other := *p
	other.Content = strings.Repeat("0", 64)
	if _, err := hosting.Replay(lg, hosting.Options{}, &other, 0); err == nil || !strings.Contains(err.Error(), "other content") {
		t.Errorf("replay into other content: %v", err)
	}
}
