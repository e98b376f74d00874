package mixer_test

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/griffengine/griff/audio/mixer"
	"github.com/griffengine/griff/audio/sound"
	"github.com/griffengine/griff/griff/cputime"
)

// stutterStream wraps a stream and returns nothing (without an error) on every
// other Read, as a decoder between packets may.
type stutterStream struct {
	constStream
	calls int
}

func (s *stutterStream) Read(dst []float32) (int, error) {
	s.calls++
	if s.calls%2 == 1 {
		return 0, nil
	}
	return s.constStream.Read(dst[:min(len(dst), 100)])
}

func TestEmptyReadIsNotTheEnd(t *testing.T) {
	m, c := rig(t, mixer.Options{})
	m.PlayMusic(&stutterStream{constStream: constStream{l: 0.5, frames: 3000}}, mixer.Track{Volume: 1})
	got := pull(t, c, 3100)
	for _, k := range []int{0, 1500, 2999} {
		if got[2*k] != 0.5 {
			t.Errorf("frame %d of a stuttering stream: got %v, want 0.5", k, got[2*k])
		}
	}
	if got[2*3000] != 0 || m.Tracks() != 0 {
		t.Errorf("after the stream's end: got %v and %d tracks, want 0 and 0", got[2*3000], m.Tracks())
	}
}

func TestMusicLoops(t *testing.T) {
	m, c := rig(t, mixer.Options{})
	m.PlayMusic(&constStream{l: 0.25, frames: 700}, mixer.Track{Volume: 1, Loop: true})
	got := pull(t, c, 5000)
	for k := 0; k < 5000; k++ {
		if got[2*k] != 0.25 {
			t.Fatalf("looping track, frame %d: got %v, want 0.25 (seamless)", k, got[2*k])
		}
	}
}

func TestStopMusic(t *testing.T) {
	m, c := rig(t, mixer.Options{})
	m.PlayMusic(&constStream{l: 0.5, frames: 1 << 20}, mixer.Track{Volume: 1})
	pull(t, c, 10)
	m.StopMusic(10 * time.Millisecond)
	got := pull(t, c, 500)
	if got[2*479] != 0 || got[2*240] == 0 || m.Tracks() != 0 {
		t.Errorf("StopMusic over 480 frames: frame 240 %v, frame 479 %v, %d tracks, want >0, 0, 0",
			got[2*240], got[2*479], m.Tracks())
	}
}

// oggFile returns a file of a module found with `go list -m`, or skips.
func oggFile(t testing.TB, mod, rel string) []byte {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", mod).Output()
	dir := strings.TrimSpace(string(out))
	if err != nil || dir == "" {
		t.Skipf("module %s not found", mod)
	}
	data, err := os.ReadFile(filepath.Join(dir, filepath.FromSlash(rel)))
	if err != nil {
		t.Fatal(err)
	}
	return data
}

// TestMusicFromOGG plays Ebitengine's jump.ogg (21,612 frames at 48 kHz) as music:
// it sounds for exactly its length and matches the decoded file.
func TestMusicFromOGG(t *testing.T) {
	data := oggFile(t, "github.com/hajimehoshi/ebiten/v2", "examples/resources/audio/jump.ogg")
	want, err := sound.ReadOGG(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	st, err := sound.Open(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	m, c := rig(t, mixer.Options{})
	m.PlayMusic(st, mixer.Track{Volume: 1, Pan: -1})
	got := pull(t, c, 21611)
	if m.Tracks() != 1 {
		t.Errorf("after 21,611 frames: %d tracks, want 1", m.Tracks())
	}
	pull(t, c, 1)
	if m.Tracks() != 0 {
		t.Errorf("after 21,612 frames: %d tracks, want 0", m.Tracks())
	}
	pl, _ := mixer.PanGains(-1)
	for k := 0; k < 21611; k++ {
		w := mixer.SoftClip(want.Samples[k] * pl)
		if got[2*k] != w {
			t.Fatalf("frame %d: got %v, want %v", k, got[2*k], w)
		}
	}
	if m.Err() != nil {
		t.Errorf("Err after a clean track: %v", m.Err())
	}
}

// TestMusicTruncatedReportsErr plays a cut file: the track ends where it breaks
// and Err reports why.
func TestMusicTruncatedReportsErr(t *testing.T) {
	data := oggFile(t, "github.com/jfreymuth/oggvorbis", "testdata/long.ogg") // 20 s at 44.1 kHz
	st, err := sound.Open(bytes.NewReader(data[:len(data)-500]))
	if err != nil {
		t.Fatal(err)
	}
	m, c := rig(t, mixer.Options{})
	m.PlayMusic(st, mixer.Track{Volume: 1})
	pull(t, c, 20*48000)
	if m.Tracks() != 0 || m.Err() == nil {
		t.Errorf("truncated track: %d tracks, Err %v, want 0 and an error", m.Tracks(), m.Err())
	}
}

// BenchmarkMix_MusicOGG_48k mixes one second of a looping Ogg Vorbis track per op;
// its allocations are the Vorbis residue decoder's (github.com/jfreymuth/vorbis
// allocates its classifications for every packet).
func BenchmarkMix_MusicOGG_48k(b *testing.B) {
	data := oggFile(b, "github.com/hajimehoshi/ebiten/v2", "examples/resources/audio/ragtime.ogg")
	st, err := sound.Open(bytes.NewReader(data))
	if err != nil {
		b.Fatal(err)
	}
	m := mixer.New(mixer.Options{})
	m.PlayMusic(st, mixer.Track{Volume: 1, Loop: true})
	dst := make([]float32, 2*512)
	b.ReportAllocs()
	cpu0 := cputime.Nanos()
	for b.Loop() {
		for range 48000 / 512 {
			m.Mix(dst)
		}
	}
	b.ReportMetric(float64(cputime.Nanos()-cpu0)/float64(b.N)/1e9*100, "%core")
}
