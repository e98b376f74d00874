package audio_test

import (
	"bytes"
	"encoding/binary"
	"errors"
	"math"
	"testing"
	"time"

	"github.com/griffengine/griff/audio"
)

func TestSoundCheckAndDuration(t *testing.T) {
	tests := []struct {
		s       *audio.Sound
		wantErr bool
		dur     time.Duration
	}{
		{&audio.Sound{Rate: 48000, Channels: 2, Samples: make([]float32, 96000)}, false, time.Second},
		{&audio.Sound{Rate: 44100, Channels: 1, Samples: make([]float32, 441)}, false, 10 * time.Millisecond},
		{&audio.Sound{Rate: 0, Channels: 1}, true, 0},
		{&audio.Sound{Rate: 8000, Channels: 3}, true, 0},
		{&audio.Sound{Rate: 8000, Channels: 2, Samples: make([]float32, 3)}, true, 0},
		{nil, true, 0},
	}
	for i, tc := range tests {
		err := tc.s.Check()
		if (err != nil) != tc.wantErr || (err != nil && !errors.Is(err, audio.ErrMalformed)) {
			t.Errorf("case %d: Check got %v, want error %v (ErrMalformed)", i, err, tc.wantErr)
		}
		if tc.s != nil && !tc.wantErr && tc.s.Duration() != tc.dur {
			t.Errorf("case %d: Duration got %v, want %v", i, tc.s.Duration(), tc.dur)
		}
	}
}

func TestCapturePullsAndRecords(t *testing.T) {
	var src bytes.Buffer
	for _, v := range []float32{0.5, -0.25, 1, 0} {
		binary.Write(&src, binary.LittleEndian, math.Float32bits(v))
	}
	c := audio.NewCapture(44100)
	if c.SampleRate() != 44100 {
		t.Errorf("SampleRate: got %d, want 44100", c.SampleRate())
	}
	if err := c.Start(&src); err != nil {
		t.Fatal(err)
	}
	got, err := c.Pull(2)
	if err != nil || len(got) != 4 || got[0] != 0.5 || got[1] != -0.25 || got[2] != 1 {
		t.Errorf("Pull(2): got %v, %v, want [0.5 -0.25 1 0]", got, err)
	}
	if _, err := c.Pull(1); err == nil {
		t.Errorf("Pull past the source's end: got nil error")
	}
	if len(c.Samples()) != 4 {
		t.Errorf("Samples: got %d values, want 4", len(c.Samples()))
	}
}

func TestNone(t *testing.T) {
	var n audio.None
	if n.SampleRate() != 48000 || n.Start(nil) != nil || n.Close() != nil {
		t.Errorf("None: got rate %d, want 48000 and nil errors", n.SampleRate())
	}
	if (audio.None{Rate: 22050}).SampleRate() != 22050 {
		t.Errorf("None{Rate: 22050}: wrong rate")
	}
	var _ audio.Output = n
	var _ audio.Output = audio.NewCapture(1)
}
