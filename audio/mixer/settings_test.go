package mixer_test

import (
	"encoding/binary"
	"encoding/json"
	"math"
	"testing"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/mixer"
)

func TestSettingsJSON(t *testing.T) {
	tests := []struct {
		in      string
		want    mixer.Settings
		wantErr bool
	}{
		{`{"master":0.5,"music":0.25,"effects":1,"muted":true}`, mixer.Settings{Master: 0.5, Music: 0.25, Effects: 1, Muted: true}, false},
		{`{"music":0}`, mixer.Settings{Master: 1, Music: 0, Effects: 1}, false},
		{`{}`, mixer.DefaultSettings(), false},
		{`{"master":3}`, mixer.Settings{}, true},
		{`{"effects":-0.1}`, mixer.Settings{}, true},
		{`{"master":`, mixer.Settings{}, true},
	}
	for _, tc := range tests {
		got, err := mixer.ParseSettings([]byte(tc.in))
		if (err != nil) != tc.wantErr || got != tc.want {
			t.Errorf("ParseSettings(%s): got %+v, %v, want %+v (error %v)", tc.in, got, err, tc.want, tc.wantErr)
		}
	}
	s := mixer.Settings{Master: 0.7, Music: 0.3, Effects: 0.9}
	data, err := json.Marshal(s)
	if err != nil {
		t.Fatal(err)
	}
	if back, err := mixer.ParseSettings(data); err != nil || back != s {
		t.Errorf("round trip of %+v through %s: got %+v, %v", s, data, back, err)
	}
}

func TestBusVolumes(t *testing.T) {
	m, c := rig(t, mixer.Options{})
	m.SetSettings(mixer.Settings{Master: 0.5, Effects: 0.5, Music: 1})
	pull(t, c, 10) // let the ramp finish
	m.Play(mixer.Cue{Sound: dc(0.5, 1000, 48000), Volume: 1, Pan: -1})
	got := pull(t, c, 1)[0]
	if want := 0.5 * math.Pow(0.5, 6); !near(float64(got), want, 1e-7) {
		t.Errorf("effects at 0.5 under master 0.5: got %v, want %v", got, want)
	}
	m.SetSettings(mixer.Settings{Master: 1, Effects: 1, Music: 1, Muted: true})
	pull(t, c, 512)
	if got := pull(t, c, 1)[0]; got != 0 {
		t.Errorf("muted: got %v, want 0", got)
	}
}

func TestReadIsFloat32LE(t *testing.T) {
	a := mixer.New(mixer.Options{})
	b := mixer.New(mixer.Options{})
	for _, m := range []*mixer.Mixer{a, b} {
		m.Play(mixer.Cue{Sound: dc(0.3, 1000, 44100), Volume: 0.8, Pan: 0.3, Pitch: 1.3})
	}
	p := make([]byte, 700*audio.BytesPerFrame+5)
	n, err := a.Read(p)
	if n != 700*audio.BytesPerFrame || err != nil {
		t.Fatalf("Read: got %d, %v, want %d, nil", n, err, 700*audio.BytesPerFrame)
	}
	want := make([]float32, 1400)
	b.Mix(want)
	for i, w := range want {
		if got := math.Float32frombits(binary.LittleEndian.Uint32(p[4*i:])); got != w {
			t.Fatalf("value %d: Read gave %v, Mix %v", i, got, w)
		}
	}
}

func TestMixDoesNotAllocate(t *testing.T) {
	m := mixer.New(mixer.Options{})
	s := dc(0.01, 48000, 48000)
	slow := dc(0.01, 48000, 44100)
	for i := range 32 {
		src := s
		if i%4 == 0 {
			src = slow
		}
		m.Play(mixer.Cue{Sound: src, Volume: 1, Loop: true, Pitch: 1 + float64(i%3)*0.1})
	}
	m.PlayMusic(&constStream{l: 0.1, r: 0.1, frames: 1 << 30}, mixer.Track{Volume: 1, Loop: true})
	dst := make([]float32, 2*1024)
	m.Mix(dst)
	allocs := testing.AllocsPerRun(50, func() {
		m.Mix(dst)
		m.Play(mixer.Cue{Sound: s, Volume: 1})
	})
	if allocs != 0 {
		t.Errorf("Mix of 32 voices and a track, then Play: got %v allocations, want 0", allocs)
	}
}
