package sounds

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"strconv"
	"strings"
	"sync"

	"github.com/griffengine/griff/audio"
	"github.com/griffengine/griff/audio/sound"
	"github.com/griffengine/griff/audio/synth"
	"github.com/griffengine/griff/griff"
)

// SynthPrefix starts the name of a sound rendered by audio/synth rather than
// read from a file: "synth:coin".
const SynthPrefix = "synth:"

// ErrNoSound is wrapped by the errors a SoundLibrary returns for a name that is
// neither a file of the game folder nor a synth preset.
var ErrNoSound = errors.New("no such sound")

// SoundLibrary gives a game its sounds by name. The hosting layer makes one per
// loaded game folder (NewSoundLibrary) and every game made from it shares it, so
// a library must be safe for concurrent use.
type SoundLibrary interface {
	// Sound returns the effect named name converted to rate frames per second,
	// made once and shared read-only by every voice. It returns an error
	// wrapping ErrNoSound for a name that finds nothing, or the decoder's error
	// (audio.ErrMalformed, audio.ErrUnsupportedFormat); with audio.ErrTruncated
	// it also returns the frames that decoded.
	Sound(name string, rate int) (*audio.Sound, error)
	// Music returns a new stream of the music file named name, for one play.
	// It returns the errors Sound does.
	Music(name string) (audio.Stream, error)
}

// NewSoundLibrary returns a SoundLibrary over the game folder fsys (nil: a game
// with no files, which has only synthesized sounds).
//
// Names:
//   - A path inside the folder, with forward slashes and no leading "/"
//     ("assets/jump.wav"): a WAV or Ogg Vorbis file (see audio/sound). Effects
//     are decoded and resampled (sound.Decode) once per rate; music files are
//     read into memory once and each Music call opens a stream over them
//     (sound.Open), so no file stays open.
//   - "synth:PRESET" or "synth:PRESET/N", PRESET one of audio/synth's preset
//     names (coin, laser, explosion, powerup, hit, jump, blip) and N a variant
//     number (default 1): the parameters synth.Generate draws from
//     griff.NewRand(N), rendered with seed N, so a name always sounds the
//     same. Synthesized sounds cannot be music.
//
// Failures are remembered too: a name that did not read is not read again.
// The library is safe for concurrent use.
func NewSoundLibrary(fsys fs.FS) SoundLibrary {
	return &soundLibrary{fsys: fsys, effects: map[effectKey]libEntry{}, music: map[string]libMusic{}}
}

type soundLibrary struct {
	fsys    fs.FS
	mu      sync.Mutex
	effects map[effectKey]libEntry
	music   map[string]libMusic
}

type effectKey struct {
	name string
	rate int
}

type libEntry struct {
	s   *audio.Sound
	err error
}

type libMusic struct {
	data []byte
	err  error
}

func (l *soundLibrary) Sound(name string, rate int) (*audio.Sound, error) {
	if rate <= 0 {
		return nil, fmt.Errorf("sounds: sound %q asked for at rate %d", name, rate)
	}
	k := effectKey{name, rate}
	l.mu.Lock()
	defer l.mu.Unlock() // decoding under the lock: each sound is made once
	if e, ok := l.effects[k]; ok {
		return e.s, e.err
	}
	var e libEntry
	if preset, ok := strings.CutPrefix(name, SynthPrefix); ok {
		e.s, e.err = renderSynth(preset, rate)
	} else {
		e.s, e.err = l.decode(name, rate)
	}
	if e.err != nil {
		e.err = fmt.Errorf("sounds: sound %s: %w", name, e.err)
	}
	l.effects[k] = e
	return e.s, e.err
}

func (l *soundLibrary) decode(name string, rate int) (*audio.Sound, error) {
	data, err := l.read(name)
	if err != nil {
		return nil, err
	}
	s, err := sound.Decode(bytes.NewReader(data), rate)
	if err != nil && !errors.Is(err, audio.ErrTruncated) {
		return nil, err
	}
	return s, err
}

func (l *soundLibrary) Music(name string) (audio.Stream, error) {
	l.mu.Lock()
	m, ok := l.music[name]
	if !ok {
		if strings.HasPrefix(name, SynthPrefix) {
			m.err = fmt.Errorf("%w: a synthesized sound cannot be music", ErrNoSound)
		} else {
			m.data, m.err = l.read(name)
		}
		if m.err != nil {
			m.err = fmt.Errorf("sounds: music %s: %w", name, m.err)
		}
		l.music[name] = m
	}
	l.mu.Unlock()
	if m.err != nil {
		return nil, m.err
	}
	s, err := sound.Open(bytes.NewReader(m.data))
	if err != nil {
		return nil, fmt.Errorf("sounds: music %s: %w", name, err)
	}
	return s, nil
}

// read returns the bytes of the file name in the game folder.
func (l *soundLibrary) read(name string) ([]byte, error) {
	if !fs.ValidPath(name) || name == "." {
		return nil, fmt.Errorf("%w: %q is not a path inside the game folder (want one like \"assets/jump.wav\")", ErrNoSound, name)
	}
	if l.fsys == nil {
		return nil, fmt.Errorf("%w: the game has no folder to read it from", ErrNoSound)
	}
	data, err := fs.ReadFile(l.fsys, name)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: no file %s in the game folder", ErrNoSound, name)
	}
	return data, err
}

// renderSynth renders "PRESET" or "PRESET/N" (see NewSoundLibrary).
func renderSynth(spec string, rate int) (*audio.Sound, error) {
	name, variant, hasVariant := strings.Cut(spec, "/")
	seed := uint64(1)
	if hasVariant {
		n, err := strconv.ParseUint(variant, 10, 64)
		if err != nil {
			return nil, fmt.Errorf("%w: synth variant %q is not a whole number", ErrNoSound, variant)
		}
		seed = n
	}
	var k synth.Preset
	if err := k.UnmarshalText([]byte(name)); err != nil {
		return nil, fmt.Errorf("%w: %v", ErrNoSound, err)
	}
	return synth.Render(synth.Generate(k, griff.NewRand(seed)), seed, rate), nil
}
