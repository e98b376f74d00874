package hosting

import (
	"sync"
	"sync/atomic"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/runtime/sounds"
)

// SamplesDecoded returns the number of sample values (frames times channels)
// the game folder's sounds have given so far, for all the games made from lg:
// each effect once when it is decoded (once per output rate, see
// sounds.NewSoundLibrary), and the music as it streams. Synthesized sounds count
// too. It is a measure of work for tests and budgets (the folder fuzz test plays
// hostile folders under a budget of it), counted, never timed. It is safe for
// concurrent use.
func (lg *LoadedGame) SamplesDecoded() int64 { return lg.decoded.n.Load() }

// countedSounds is a sound library that counts the samples it gives (see
// SamplesDecoded).
type countedSounds struct {
	lib  sounds.SoundLibrary
	n    atomic.Int64
	mu   sync.Mutex
	seen map[*audio.Sound]bool // effects counted, under mu
}

func newCountedSounds(lib sounds.SoundLibrary) *countedSounds {
	return &countedSounds{lib: lib, seen: map[*audio.Sound]bool{}}
}

// Sound returns the library's sound, counting its samples the first time.
func (c *countedSounds) Sound(name string, rate int) (*audio.Sound, error) {
	s, err := c.lib.Sound(name, rate)
	if s != nil {
		c.mu.Lock()
		if !c.seen[s] {
			c.seen[s] = true
			c.n.Add(int64(len(s.Samples)))
		}
		c.mu.Unlock()
	}
	return s, err
}

// Music returns the library's stream, counting the samples it reads.
func (c *countedSounds) Music(name string) (audio.Stream, error) {
	s, err := c.lib.Music(name)
	if s == nil {
		return nil, err
	}
	return &countedStream{Stream: s, n: &c.n}, err
}

type countedStream struct {
	audio.Stream
	n *atomic.Int64
}

// Read reads from the stream and counts the values read.
func (s *countedStream) Read(dst []float32) (int, error) {
	n, err := s.Stream.Read(dst)
	s.n.Add(int64(n))
	return n, err
}

// Forget forwards to the library's Forget (sounds.Forgetter), if it has one.
func (c *countedSounds) Forget(name string) {
	if f, ok := c.lib.(sounds.Forgetter); ok {
		f.Forget(name)
	}
}
