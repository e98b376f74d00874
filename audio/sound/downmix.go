package sound

import (
	"fmt"

	"github.com/griffengine/griff/audio"
)

// speaker is a loudspeaker position, as named by WAVE_FORMAT_EXTENSIBLE's channel
// mask (bit i of the mask is speaker i) and by the Vorbis I channel orders.
type speaker uint8

const (
	spFL   speaker = iota // front left
	spFR                  // front right
	spFC                  // front centre
	spLFE                 // low-frequency effects
	spBL                  // back left
	spBR                  // back right
	spFLC                 // front left of centre
	spFRC                 // front right of centre
	spBC                  // back centre
	spSL                  // side left
	spSR                  // side right
	spTC                  // top centre
	spTFL                 // top front left
	spTFC                 // top front centre
	spTFR                 // top front right
	spTBL                 // top back left
	spTBC                 // top back centre
	spTBR                 // top back right
	spNone                // not mapped to a speaker
)

// gains returns the (left, right) coefficients of sp in the downmix, before
// normalisation. They follow ITU-R BS.775 (centre and surrounds at -3 dB, 0.7071);
// back centre is split at -6 dB (0.5) to each side, LFE is dropped (as BS.775 does),
// top speakers count as the ones below them, unmapped channels as centre.
func (sp speaker) gains() (l, r float32) {
	const h = 0.70710677
	switch sp {
	case spFL, spFLC, spTFL:
		return 1, 0
	case spFR, spFRC, spTFR:
		return 0, 1
	case spFC, spTC, spTFC, spNone:
		return h, h
	case spLFE:
		return 0, 0
	case spBL, spSL, spTBL:
		return h, 0
	case spBR, spSR, spTBR:
		return 0, h
	case spBC, spTBC:
		return 0.5, 0.5
	}
	return 0, 0
}

// vorbisOrder lists the speakers of Vorbis I streams with 3 to 8 channels, in
// channel order (Vorbis I specification, section 4.3.9).
var vorbisOrder = [...][]speaker{
	3: {spFL, spFC, spFR},
	4: {spFL, spFR, spBL, spBR},
	5: {spFL, spFC, spFR, spBL, spBR},
	6: {spFL, spFC, spFR, spBL, spBR, spLFE},
	7: {spFL, spFC, spFR, spSL, spSR, spBC, spLFE},
	8: {spFL, spFC, spFR, spSL, spSR, spBL, spBR, spLFE},
}

// maxChannels is the most channels a file may have; more are refused.
const maxChannels = 32

// downmix turns frames of n channels into stereo frames. Coefficients are divided by
// the larger of the two outputs' coefficient sums, so channels that are all at full
// scale and in phase cannot exceed full scale (the normalisation ffmpeg applies too).
type downmix struct {
	in   int
	l, r []float32
}

// newDownmix returns the downmix of speakers (in channel order).
func newDownmix(speakers []speaker) *downmix {
	d := &downmix{in: len(speakers), l: make([]float32, len(speakers)), r: make([]float32, len(speakers))}
	var sl, sr float32
	for i, sp := range speakers {
		d.l[i], d.r[i] = sp.gains()
		sl += d.l[i]
		sr += d.r[i]
	}
	norm := max(sl, sr)
	if norm > 0 {
		for i := range d.l {
			d.l[i] /= norm
			d.r[i] /= norm
		}
	}
	return d
}

// maskSpeakers returns the speakers of a WAV file with channels channels and
// channel mask mask: the set bits in order, then spNone for channels the mask does
// not cover. A mask of 0 means the default layout (the first channels bits).
func maskSpeakers(channels int, mask uint32) []speaker {
	if mask == 0 {
		mask = 1<<min(channels, int(spNone)) - 1
	}
	out := make([]speaker, 0, channels)
	for b := speaker(0); b < spNone && len(out) < channels; b++ {
		if mask&(1<<b) != 0 {
			out = append(out, b)
		}
	}
	for len(out) < channels {
		out = append(out, spNone)
	}
	return out
}

// vorbisSpeakers returns the speakers of a Vorbis stream of channels channels, or
// an error wrapping ErrUnsupportedFormat for more than 8 (the order is then
// application-defined, so there is nothing to mix down by).
func vorbisSpeakers(channels int) ([]speaker, error) {
	if channels < 3 || channels >= len(vorbisOrder) {
		return nil, fmt.Errorf("%d channels (Vorbis defines no order above 8): %w",
			channels, audio.ErrUnsupportedFormat)
	}
	return vorbisOrder[channels], nil
}

// apply mixes frames whole frames of src (d.in channels) into dst (stereo).
func (d *downmix) apply(dst, src []float32, frames int) {
	for f := 0; f < frames; f++ {
		in := src[f*d.in : f*d.in+d.in]
		var l, r float32
		for c, v := range in {
			l += d.l[c] * v
			r += d.r[c] * v
		}
		dst[2*f], dst[2*f+1] = l, r
	}
}
