package tiled

import (
	"bytes"
	"encoding/xml"
	"io"
)

// A tile layer's CSV text is most of a TMX file's bytes (the built-in game's
// start map: 17 KB of its 22 KB), and encoding/xml reads character data a
// byte at a time (a call to the reader, line counting and a buffer's
// WriteByte each): about 3M instructions of the window player's start
// (cachegrind, issue 20). So a <data> whose whole content is CSV text (digits,
// commas, spaces, tabs and line feeds, up to its end tag) is taken from the
// file's bytes as they are, and the decoder is handed only the text's line
// feeds and its last line: it counts the same lines and columns (every
// place after the text is the same), and what it reads as the element's
// character data is replaced by the text. Such text is its own character
// data: it holds nothing encoding/xml would change (no reference, no
// carriage return). Anything else (another encoding's text, <tile>
// children, a comment) is read by the decoder as before; TestCSVTextSame
// and FuzzCSVText compare the two over the test maps and mutations of them.

// xmlSource is the bytes a TMX decoder reads, as an io.ByteReader (so
// encoding/xml reads it without a buffer of its own: what it has read is
// where it is), able to hand it a <data>'s CSV text short (skipCSV).
type xmlSource struct {
	data []byte
	i    int // next byte
	// While lf > 0, the next bytes are that many line feeds, then
	// reading goes on at resume: a CSV text's lines, cut short.
	lf, resume int
	cut        int // bytes not handed to the decoder so far
}

func newXMLSource(data []byte) *xmlSource { return &xmlSource{data: data} }

// ReadByte implements io.ByteReader.
func (s *xmlSource) ReadByte() (byte, error) {
	if s.lf > 0 {
		s.lf--
		if s.lf == 0 {
			s.i = s.resume
		}
		return '\n', nil
	}
	if s.i >= len(s.data) {
		return 0, io.EOF
	}
	c := s.data[s.i]
	s.i++
	return c, nil
}

// Read implements io.Reader (encoding/xml asks for an io.Reader; it reads
// through ReadByte).
func (s *xmlSource) Read(p []byte) (int, error) {
	n := 0
	for n < len(p) {
		c, err := s.ReadByte()
		if err != nil {
			if n > 0 {
				return n, nil
			}
			return 0, err
		}
		p[n] = c
		n++
	}
	return n, nil
}

// skipCSV, called as d has just read the start tag of a <data> from s,
// returns the element's text if it is CSV text up to the element's end tag,
// and has s hand d only the text's line feeds and last line; else "" and
// false, and d reads on as it would.
func (s *xmlSource) skipCSV(d *xml.Decoder) (string, bool) {
	if s == nil || s.lf > 0 || d.InputOffset()+int64(s.cut) != int64(s.i) || s.i < 2 ||
		s.data[s.i-1] != '>' || s.data[s.i-2] == '/' {
		return "", false
	}
	rest := s.data[s.i:]
	end := bytes.IndexByte(rest, '<')
	if end < 0 || !endsData(rest[end:]) {
		return "", false
	}
	text := rest[:end]
	last := -1
	for j, c := range text {
		switch {
		case c >= '0' && c <= '9', c == ',', c == ' ', c == '\t':
		case c == '\n':
			last = j
		default:
			return "", false
		}
	}
	if lf := bytes.Count(text[:last+1], []byte{'\n'}); lf > 1 { // one line feed or none: nothing to cut
		s.lf, s.resume = lf, s.i+last+1
		s.cut += last + 1 - lf
	}
	return string(text), true
}

// endsData reports whether b starts with a </data> end tag.
func endsData(b []byte) bool {
	rest, ok := bytes.CutPrefix(b, []byte("</data"))
	return ok && len(rest) > 0 && (rest[0] == '>' || rest[0] == ' ' || rest[0] == '\t' || rest[0] == '\n' || rest[0] == '\r')
}
