#include "CFoundationStandIns.h"
