package rhythm

import "errors"

var (
	errNoChart  = errors.New("no chart file named")
	errNoFolder = errors.New("the game has no folder to read it from (no fs.FS service)")
	errPayload  = errors.New("malformed payload")
)
