package sound

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"slices"

	"github.com/griffengine/griff/audio"
)

// countingReader counts the bytes it serves, so errors can name where they are,
// and ends each link at the page that starts the next one.
//
// It takes the source a whole Ogg page at a time. Once a link's first page has been
// served (which sets serial), a page with the beginning-of-stream flag or another
// serial number starts the next link: Read returns errLinkEnd and holds that page
// back until openLink calls next. vorbisLink stops by itself at a page with the
// end-of-stream flag; the gate is what stops it when that flag is missing.
type countingReader struct {
	prefix  []byte // bytes already taken from r, served first
	r       io.Reader
	n       int64 // bytes served
	rerr    error // error from r, returned once prefix is served
	serial  uint32
	started bool   // serial is set: the link's first page was taken
	held    []byte // the header of the page that starts the next link
	raw     bool   // the source is not made of Ogg pages: pass bytes through
}

// errLinkEnd is what countingReader.Read returns at a page that starts a new link.
var errLinkEnd = errors.New("next link begins")

// Read serves the prefix, then the source a page at a time, counting bytes.
func (c *countingReader) Read(p []byte) (int, error) {
	if len(c.prefix) == 0 {
		if c.held != nil {
			return 0, errLinkEnd
		}
		if c.rerr != nil {
			return 0, c.rerr
		}
		if c.raw {
			n, err := c.r.Read(p)
			c.n += int64(n)
			return n, err
		}
		c.takePage()
		if len(c.prefix) == 0 {
			return c.Read(p)
		}
	}
	n := copy(p, c.prefix)
	c.prefix = c.prefix[n:]
	c.n += int64(n)
	return n, nil
}

// takePage reads the next page from the source into prefix, or holds it back if it
// starts a new link. A short read keeps the bytes there and the error for later.
func (c *countingReader) takePage() {
	var h [27]byte
	n, err := io.ReadFull(c.r, h[:])
	c.prefix = append(c.prefix[:0], h[:n]...)
	if err != nil {
		c.rerr = eofOf(err)
		return
	}
	if string(h[:4]) != "OggS" {
		c.raw = true // readPage reports the missing capture pattern
		return
	}
	serial := binary.LittleEndian.Uint32(h[14:18])
	if c.started && (h[5]&2 != 0 || serial != c.serial) {
		c.held, c.prefix = c.prefix, nil
		return
	}
	c.serial, c.started = serial, true
	c.readBody(int(h[26]))
}

// readBody appends a page's segment table of segs entries and its body to prefix.
func (c *countingReader) readBody(segs int) {
	if !c.readMore(segs) {
		return
	}
	size := 0
	for _, s := range c.prefix[len(c.prefix)-segs:] {
		size += int(s)
	}
	c.readMore(size)
}

// readMore appends n bytes of the source to prefix and reports whether they all
// came; if not, it keeps the bytes that did and the error.
func (c *countingReader) readMore(n int) bool {
	have := len(c.prefix)
	c.prefix = slices.Grow(c.prefix, n)[:have+n]
	got, err := io.ReadFull(c.r, c.prefix[have:])
	c.prefix = c.prefix[:have+got]
	if err != nil {
		c.rerr = eofOf(err)
		return false
	}
	return true
}

// eofOf turns io.ErrUnexpectedEOF back into io.EOF: the bytes before it are served
// first, so the reader above sees the source end where it ends.
func eofOf(err error) error {
	if err == io.ErrUnexpectedEOF {
		return io.EOF
	}
	return err
}

// next starts a new link: the held page, if any, is served next and its serial
// number becomes the link's.
func (c *countingReader) next() {
	c.started = c.held != nil
	if c.held != nil {
		c.serial = binary.LittleEndian.Uint32(c.held[14:18])
		c.prefix = append(c.held, c.prefix...) // prefix is empty: held stops reads
		segs := int(c.held[26])
		c.held = nil
		c.readBody(segs)
	}
}

// reset points the reader at the start of r.
func (c *countingReader) reset(r io.Reader) { *c = countingReader{r: r} }

// OGGStream decodes an Ogg Vorbis file while it plays: this package reads the Ogg
// pages and github.com/jfreymuth/vorbis decodes the packets. It implements
// audio.Stream. It is not safe for concurrent use.
//
// A chained file (several Vorbis streams one after the other, as `cat a.ogg b.ogg`
// makes) plays link after link: a link ends at its page with the end-of-stream flag
// or, if that flag is missing, before the next page that has the beginning-of-stream
// flag or another serial number; OGGStream then opens a new decoder on the bytes
// that follow. (Multiplexed files, whose logical streams interleave, are not
// supported: they end with audio.ErrMalformed.) A later link must have
// the first link's rate and channel count; one that differs ends the stream with an
// error wrapping audio.ErrUnsupportedFormat after the earlier links' samples.
type OGGStream struct {
	in    io.Reader // the source, for Rewind
	src   countingReader
	seek  io.Seeker
	link  vorbisLink
	rate  int
	inCh  int
	outCh int
	mix   *downmix
	wide  []float32 // decode buffer when mixing down
	links int       // links opened so far
	err   error     // sticky end
}

// OpenOGG reads the headers of the Ogg Vorbis file in r and returns a stream over its
// samples. If r is an io.Seeker, Rewind works. Streams with 3 to 8 channels are mixed
// down to stereo in Vorbis channel order (see the package documentation).
//
// OpenOGG returns an error wrapping audio.ErrMalformed for a file that is not Ogg
// Vorbis or is damaged, audio.ErrTruncated if it ends inside its headers or holds
// no packet, and audio.ErrUnsupportedFormat for more than 8 channels.
func OpenOGG(r io.Reader) (*OGGStream, error) {
	var magic [4]byte
	n, _ := io.ReadFull(r, magic[:])
	if n == 0 {
		return nil, fmt.Errorf("sound: ogg: empty file: %w", audio.ErrTruncated)
	}
	if string(magic[:n]) != "OggS"[:n] {
		return nil, fmt.Errorf("sound: ogg: not an Ogg file (starts %q): %w", magic[:n], audio.ErrMalformed)
	}
	s := &OGGStream{in: r}
	s.src.reset(io.MultiReader(bytes.NewReader(magic[:n]), r))
	s.seek, _ = r.(io.Seeker)
	if err := s.openLink(); err != nil {
		if err == errHeaderEnd { // the file holds only pages without packets
			err = fmt.Errorf("sound: ogg: no Vorbis packets in the file: %w", audio.ErrTruncated)
		}
		return nil, err
	}
	return s, nil
}

// openLink opens a decoder on the next link of the source. It first reads the
// link's header pages itself and checks the setup header (prefetchHeaders), then
// replays those bytes to the link's decoder. It returns errHeaderEnd if the source ends
// cleanly where a link would start.
func (s *OGGStream) openLink() error {
	s.src.next()
	raw, err := prefetchHeaders(&s.src)
	for err == errNoPackets { // each try takes at least one page
		s.src.next()
		raw, err = prefetchHeaders(&s.src)
	}
	if err == errHeaderEnd {
		return err
	}
	s.links++
	if err != nil {
		return fmt.Errorf("sound: ogg: at byte %d: link %d: %w", s.src.n, s.links, err)
	}
	s.src.n -= int64(len(raw))
	s.src.prefix = append(raw, s.src.prefix...)
	s.link.reset(&s.src)
	if err := s.link.readHeaders(); err != nil {
		return s.wrap(err, "reading the headers of link %d", s.links)
	}
	rate, ch := s.link.dec.SampleRate(), s.link.dec.Channels()
	if s.links == 1 {
		if err := s.setFormat(rate, ch); err != nil {
			return err
		}
	} else if rate != s.rate || ch != s.inCh {
		return fmt.Errorf("sound: ogg: link %d is %d Hz with %d channels, link 1 %d Hz with %d: %w",
			s.links, rate, ch, s.rate, s.inCh, audio.ErrUnsupportedFormat)
	}
	if need := ch * 1024; s.mix != nil && len(s.wide) < need {
		s.wide = make([]float32, need)
	}
	return nil
}

func (s *OGGStream) setFormat(rate, ch int) error {
	if err := checkRate(rate); err != nil {
		return fmt.Errorf("sound: ogg: %w", err)
	}
	if ch < 1 {
		return fmt.Errorf("sound: ogg: %d channels: %w", ch, audio.ErrMalformed)
	}
	s.rate, s.inCh, s.outCh = rate, ch, min(ch, 2)
	if ch > 2 {
		sp, err := vorbisSpeakers(ch)
		if err != nil {
			return fmt.Errorf("sound: ogg: %w", err)
		}
		s.mix = newDownmix(sp)
	}
	return nil
}

// wrap turns a decoding error into one wrapping audio.ErrTruncated (the file ended
// inside a page or header) or audio.ErrMalformed (anything else), naming the byte.
func (s *OGGStream) wrap(err error, format string, args ...any) error {
	where := fmt.Sprintf(format, args...)
	if isSentinel(err) {
		return fmt.Errorf("sound: ogg: at byte %d: %s: %w", s.src.n, where, err)
	}
	kind := audio.ErrMalformed
	if errors.Is(err, io.ErrUnexpectedEOF) || errors.Is(err, io.EOF) {
		kind = audio.ErrTruncated
	}
	return fmt.Errorf("sound: ogg: at byte %d: %s: %v: %w", s.src.n, where, err, kind)
}

// guard runs f and turns a panic inside the decoder into an error wrapping
// audio.ErrMalformed (github.com/jfreymuth/vorbis can index out of range on damaged
// files).
func guard(f func() error) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("decoder failed on damaged data: %v: %w", p, audio.ErrMalformed)
		}
	}()
	return f()
}

// SampleRate returns the stream's rate in frames per second.
func (s *OGGStream) SampleRate() int { return s.rate }

// Channels returns 1 or 2 (streams with more channels are mixed down to 2).
func (s *OGGStream) Channels() int { return s.outCh }

// Links returns the number of chained links opened so far (1 after OpenOGG).
func (s *OGGStream) Links() int { return s.links }

// Rewind goes back to the first frame of the first link. It returns an error if the
// source is not an io.Seeker, the seek fails or the headers no longer read.
func (s *OGGStream) Rewind() error {
	if s.seek == nil {
		return errors.New("sound: ogg: rewind: source cannot seek")
	}
	if _, err := s.seek.Seek(0, io.SeekStart); err != nil {
		return fmt.Errorf("sound: ogg: rewind: %w", err)
	}
	s.src.reset(s.in)
	s.links, s.err = 0, nil
	if err := s.openLink(); err != nil {
		if err == errHeaderEnd {
			err = fmt.Errorf("sound: ogg: rewind: no Vorbis packets in the file: %w", audio.ErrTruncated)
		}
		s.err = err
		return err
	}
	return nil
}

// Read decodes up to len(dst)/Channels() frames into dst and returns the number of
// values written; it may return fewer, and 0 values with a nil error is not the end.
// It returns io.EOF after the last frame of the last link. A file that ends inside a
// page returns the samples that decoded, then an error wrapping audio.ErrTruncated; a
// damaged page or packet returns an error wrapping audio.ErrMalformed.
func (s *OGGStream) Read(dst []float32) (int, error) {
	if s.err != nil {
		return 0, s.err
	}
	var n int
	var err error
	if s.mix == nil {
		n, err = s.link.read(dst)
		n /= s.outCh
	} else {
		frames := min(len(dst)/s.outCh, len(s.wide)/s.inCh)
		if frames == 0 {
			return 0, nil
		}
		n, err = s.link.read(s.wide[:frames*s.inCh])
		n /= s.inCh
		s.mix.apply(dst, s.wide, n)
	}
	if err != nil {
		s.err = s.end(err) // nil when the next link opened: keep reading
	}
	return n * s.outCh, s.err
}

// end handles an error from the decoder: io.EOF at the end of a link, or errLinkEnd
// at the page that starts the next one, opens the next link (returning nil) or ends
// the stream (io.EOF) if the file ends cleanly there.
func (s *OGGStream) end(err error) error {
	if err != io.EOF && err != errLinkEnd {
		return s.wrap(err, "decoding link %d", s.links)
	}
	if lerr := s.openLink(); lerr != nil {
		if lerr == errHeaderEnd {
			return io.EOF // nothing follows the link: the end of the file
		}
		return lerr
	}
	return nil
}

// isSentinel reports whether err wraps one of audio's decoder errors.
func isSentinel(err error) bool {
	return errors.Is(err, audio.ErrMalformed) || errors.Is(err, audio.ErrTruncated) ||
		errors.Is(err, audio.ErrUnsupportedFormat)
}
