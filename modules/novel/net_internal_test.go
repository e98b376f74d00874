package novel

import "testing"

func FuzzDecodeCommand(f *testing.F) {
	f.Add(uint8(netAdvance), []byte{0, 0, 0, 3})
	f.Add(uint8(netChoose), []byte{0, 0, 1, 0, 2})
	f.Add(uint8(netMode), []byte{1})
	f.Add(uint8(7), []byte{})
	f.Fuzz(func(t *testing.T, k uint8, data []byte) {
		c, err := decodeCommand(netKind(k), data)
		if err != nil {
			return
		}
		switch {
		case c.kind >= netKinds:
			t.Errorf("kind %d accepted", c.kind)
		case c.kind == netMode && c.mode != modeSkip && c.mode != modeAuto:
			t.Errorf("mode % x accepted as %d", data, c.mode)
		case c.kind != netMode && string(encodeSaid(c.said, data[4:]...)) != string(data):
			t.Errorf("% x decoded as line %d, option %d", data, c.said, c.option)
		case c.said < 0 || c.option < 0 || c.option > 255:
			t.Errorf("% x decoded as line %d, option %d", data, c.said, c.option)
		}
	})
}
