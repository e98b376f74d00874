package sound

import (
	"fmt"
	"time"

	"github.com/griffengine/griff/audio"
)

// MinRate and MaxRate are the lowest and highest sample rates the readers accept.
// The unit is frames per second. Game audio uses 8 kHz (speech), 11,025, 16,000,
// 22,050, 32,000, 44,100 and 48,000 Hz, recordings 88.2, 96, 176.4 and 192 kHz;
// MinRate leaves room below for old 5,512 Hz (Flash) and 6 kHz sounds, MaxRate
// above for 352.8 and 384 kHz studio (DXD) files. A rate outside, such as the 1 Hz
// of a damaged header, is refused with an error wrapping
// audio.ErrUnsupportedFormat: converting 1 Hz to 48 kHz makes 48,000 frames of
// each one (shared/cases/wav-1hz: 31 s and 195 MB for a 1 KB file, 19 GB asked at
// once for 100 KB, before this bound).
const (
	MinRate = 4_000
	MaxRate = 384_000
)

// MaxFrames is the most frames a decoded Sound (ReadWAV, ReadOGG, Read, ReadAll,
// Decode, ToRate) may hold: 2^22, 87 s at 48 kHz, 32 MiB of stereo float32 (up to
// twice that while its slice grows). Sound effects last seconds; longer audio is
// music, played from a Stream that holds one buffer at a time (Open). Decode
// counts the frames after conversion to its rate.
const MaxFrames = 1 << 22

// checkRate returns an error wrapping audio.ErrUnsupportedFormat if rate is
// outside [MinRate, MaxRate].
func checkRate(rate int) error {
	if rate < MinRate || rate > MaxRate {
		return fmt.Errorf("sample rate %d Hz is outside %d..%d Hz: %w", rate, MinRate, MaxRate,
			audio.ErrUnsupportedFormat)
	}
	return nil
}

// tooLong returns the error for audio (what describes it) that a decoded sound at
// target frames per second cannot hold.
func tooLong(what string, target int) error {
	d := time.Duration(int64(MaxFrames) * int64(time.Second) / int64(target)).Round(time.Second)
	return fmt.Errorf("sound: %s: a decoded sound holds at most %d frames (%v at %d Hz);"+
		" play it as music (a Griff.MusicPlayer), which streams it: %w", what, MaxFrames, d, target, audio.ErrTooLong)
}
